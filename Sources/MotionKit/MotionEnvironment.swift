/// What a scene may know about where it is shown. Scenes read it from the canvas, never from globals.
public struct MotionEnvironment: Sendable, Hashable {
    public var colorScheme: ColorScheme
    public var reduceMotion: Bool
    public var posture: DevicePosture

    public init(colorScheme: ColorScheme = .light, reduceMotion: Bool = false, posture: DevicePosture = .phone) {
        self.colorScheme = colorScheme
        self.reduceMotion = reduceMotion
        self.posture = posture
    }
}
