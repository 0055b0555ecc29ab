import MotionKit

/// The options every rendering command shares (still, board, render, sheet, preview): how the
/// user's stored settings are overridden for one run, and what size to draw at. Overrides are
/// never written back to the settings store.
struct RenderingOptions {
    var scheme: ColorScheme?
    var reduceMotion: Bool
    var posture: DevicePosture?
    var theme: String?
    var pieces: String?
    var avatars: String?
    /// `--settings PATH`: read the settings from this file instead of the standard location.
    var settingsPath: String?
    var width: Int?
    var scale: Double?

    static let helpText = """
      --scheme light|dark      colour scheme (default: from your settings)
      --posture NAME           phone, open, closed or tabletop (default: phone)
      --reduce-motion          draw the still frame, as the app does for Reduce Motion
      --theme NAME             board theme for this run (default: from your settings)
      --pieces NAME            piece set for this run (default: from your settings)
      --avatars NAME           bot avatar style for this run (default: from your settings)
      --settings PATH          read settings from PATH instead of the standard location
      --width PIXELS           output width; the height keeps the scene's proportions
      --scale K                output size as a multiple of the scene's box (360 x 280)
    """

    static func parse(_ arguments: inout Arguments) throws(UsageError) -> RenderingOptions {
        let options = RenderingOptions(
            scheme: try arguments.choice("--scheme", as: ColorScheme.self),
            reduceMotion: arguments.flag("--reduce-motion"),
            posture: try arguments.choice("--posture", as: DevicePosture.self),
            theme: try arguments.value("--theme"),
            pieces: try arguments.value("--pieces"),
            avatars: try arguments.value("--avatars"),
            settingsPath: try arguments.value("--settings"),
            width: try arguments.integer("--width", in: 1...PixelSize.maximumSide),
            scale: try arguments.double("--scale", in: 0.01...Double(PixelSize.maximumSide) / 360)
        )
        if options.width != nil, options.scale != nil { throw .conflictingOptions("--width", "--scale") }
        return options
    }

    /// The output size: `--scale` times the box, or `--width` with the box's aspect, or the
    /// posture's screen size (the box fitted and centred inside it).
    func pixelSize(box: Size) throws -> PixelSize {
        if width != nil || scale != nil {
            return try OutputSize.resolve(box: box, width: width, scale: scale)
        }
        return try (posture ?? .phone).defaultPixelSize.validated()
    }
}
