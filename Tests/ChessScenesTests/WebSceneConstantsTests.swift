@testable import ChessScenes
import Foundation
import MotionKit
import TestSupport
import Testing

/// The browser scenes' design constants (`Web/scenes/clock.js`'s `K`, `bots.js`'s `K` and
/// `CARD`) are the Swift scenes' own, read from the modules node loads and compared with
/// ClockScene's, BotsScene's and BotCard's statics: every key the page has is checked, so a
/// number changed on either side alone fails here. (Plans carry what a script or game decides;
/// these are the built-in design's.)
@Suite("The browser scenes' constants are the Swift scenes'")
struct WebSceneConstantsTests {
    typealias Span = (start: Double, end: Double)

    static func span(_ span: Span) -> [String: Any] { ["start": span.start, "end": span.end] }

    static var clock: [String: Any] { [
        "fadeIn": span(ClockScene.fadeIn), "fadeOut": span(ClockScene.fadeOut),
        "riseAt": ClockScene.riseAt, "riseSpring": ClockScene.riseSpring, "riseDrop": ClockScene.riseDrop,
        "whiteRunsAt": ClockScene.whiteRunsAt, "whiteTimeLeft": ClockScene.whiteTimeLeft,
        "pressAt": ClockScene.pressAt, "pressSpring": ClockScene.pressSpring, "pressDamping": Spring.standard.damping,
        "tapLife": ClockScene.tapLife, "flagAt": ClockScene.flagAt, "flagSpring": ClockScene.flagSpring,
        "resultAt": ClockScene.resultAt, "digitsFamily": ClockScene.digitsFamily,
    ] }

    static var bots: [String: Any] { [
        "slotsX": BotsScene.slotsX, "slotSpacing": BotsScene.slotSpacing, "cardCenterY": BotsScene.cardCenterY,
        "cardsEnter": BotsScene.cardsEnter, "cardStagger": BotsScene.cardStagger, "cardSpring": BotsScene.cardSpring,
        "cardRise": BotsScene.cardRise, "pickAt": BotsScene.pickAt, "pickSpring": BotsScene.pickSpring,
        "leave": span(BotsScene.leave), "leaveDrop": BotsScene.leaveDrop, "slideAt": BotsScene.slideAt,
        "slideSpring": BotsScene.slideSpring, "slideDamping": Spring.standard.damping, "restX": BotsScene.restX,
        "captionIn": span(BotsScene.captionIn), "boardAt": BotsScene.boardAt, "boardSpring": BotsScene.boardSpring,
        "boardDrop": BotsScene.boardDrop, "boardOrigin": ["x": BotsScene.boardOrigin.x, "y": BotsScene.boardOrigin.y],
        "squareSide": BotsScene.squareSide,
    ] }

    static var card: [String: Any] { [
        "width": BotCard.size.width, "height": BotCard.size.height, "cornerRadius": BotCard.cornerRadius,
        "headerHeight": BotCard.headerHeight, "avatarRadius": BotCard.avatarRadius, "avatarCenterY": BotCard.avatarCenterY,
    ] }

    @Test(.requires(.node), arguments: [("clock.js", "K"), ("bots.js", "K"), ("bots.js", "CARD")])
    func eachConstantOfThePageIsTheSwiftScenes(module: String, name: String) throws {
        let expected = switch (module, name) {
        case ("clock.js", _): Self.clock
        case (_, "K"): Self.bots
        default: Self.card
        }
        let page = try Self.exported(name, from: module)
        #expect(Set(page.keys) == Set(expected.keys), "keys only in the page: \(Set(page.keys).subtracting(expected.keys).sorted()); only in Swift: \(Set(expected.keys).subtracting(page.keys).sorted())")
        for (key, value) in expected {
            #expect(Self.flattened(page[key] ?? NSNull()) == Self.flattened(value), "\(module) \(name).\(key)")
        }
    }

    /// The module's export as node sees it, through JSON.
    static func exported(_ name: String, from module: String) throws -> [String: Any] {
        let node = try ExternalTool.node.require()
        let url = Fixtures.url("Web/scenes/\(module)")
        let script = "import(\(String(reflecting: url.path))).then(m => console.log(JSON.stringify(m.\(name))))"
        let run = try ProcessRunner(node).run(["--input-type=module", "-e", script])
        try #require(run.status == 0, "\(run.stderr)")
        return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    }

    /// Every leaf by its path, numbers as Doubles: JSON's 62 and Swift's 62.0 compare equal.
    static func flattened(_ value: Any, path: String = "") -> [String: String] {
        switch value {
        case let object as [String: Any]:
            object.reduce(into: [:]) { $0.merge(flattened($1.value, path: path + "." + $1.key)) { a, _ in a } }
        case let array as [Any]:
            array.enumerated().reduce(into: [:]) { $0.merge(flattened($1.element, path: path + "[\($1.offset)]")) { a, _ in a } }
        case let number as NSNumber where !(value is String): [path: "\(number.doubleValue)"]
        case let number as Double: [path: "\(number)"]
        default: [path: "\(value)"]
        }
    }
}
