/// What a scene may know about where it is shown. Scenes read it from the canvas, never from globals.
public struct MotionEnvironment: Sendable, Hashable {
    public var colorScheme: ColorScheme
    public var reduceMotion: Bool
    public var posture: DevicePosture
    /// The one switch for a frame with no backdrop, to composite over video in an editor: the
    /// renderer leaves the palette's background unpainted (alpha 0) and a scene that paints its
    /// own box fills it through `MotionCanvas.fillBackground`, which honours this too. Everything
    /// else is drawn as usual.
    public var transparentBackground: Bool

    public init(colorScheme: ColorScheme = .light, reduceMotion: Bool = false, posture: DevicePosture = .phone,
                transparentBackground: Bool = false) {
        self.colorScheme = colorScheme
        self.reduceMotion = reduceMotion
        self.posture = posture
        self.transparentBackground = transparentBackground
    }
}
