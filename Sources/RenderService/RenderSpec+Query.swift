import ChessMotion
import MotionExport

extension RenderSpec {
    /// A render route's query as the library's description of a render: each parameter the
    /// route takes (`names`) read as the field of its name, with no rule of its own. `check()`
    /// then refuses what the output does not take, in `ServiceError`'s words, so the service and
    /// the command line agree. (`/board` ignores names it does not know, so only its own are read.)
    init(_ query: QueryParameters, output: RenderOutput, overrides: SceneOverrides, names: [String]) throws(ServiceError) {
        self.init(output: output, overrides: overrides)
        let taken = Set(names)
        func named(_ field: Field) -> String? { taken.contains(field.rawValue) ? field.rawValue : nil }
        if let name = named(.width) { width = try query.integer(name) }
        if let name = named(.scale) { scale = try query.number(name) }
        if let name = named(.time) { time = try query.number(name) }
        if let name = named(.playback) { playback = try query.choice(name, as: ClipPlayback.self) }
        if let name = named(.fps) { fps = try query.number(name) }
        if let name = named(.hold) { hold = try query.number(name) }
        if let name = named(.from) { from = try query.number(name) }
        if let name = named(.to) { to = try query.number(name) }
        if let name = named(.quality) { quality = try query.integer(name) }
        if let name = named(.transparent) { transparent = try query.flag(name) }
        if let name = named(.sound) { sound = query.text(name) }
        if let name = named(.mute) { mute = try query.flag(name) }
        do throws(RenderSpecError) { try check() } catch { throw ServiceError(error) }
    }
}

extension ServiceError {
    /// The library's refusal of a render's choice, named as the query names it.
    init(_ refusal: RenderSpecError) {
        self = .badParameter(name: refusal.field.rawValue, reason: refusal.reason(naming: { "'\($0.rawValue)'" }))
    }
}
