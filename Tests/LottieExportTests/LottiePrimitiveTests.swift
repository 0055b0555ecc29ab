import ChessMotionSupport
import Foundation
@testable import LottieExport
@testable import MotionKit
import Testing

/// Circles and rectangles are written as Lottie's own shapes (`el`, `rc`), and a player draws
/// them where it drew the vertices they replace; any other outline keeps its vertices.
@Suite struct LottiePrimitiveTests {
    @Test func theCanvasCirclesAndRectanglesAreRecognisedWithTheirGeometry() {
        #expect(LottiePrimitive(.circle(center: Point(12, 7), radius: 5)) == .circle(center: Point(12, 7), radius: 5))
        let card = Rect(x: 3, y: 4, width: 86, height: 14)
        #expect(LottiePrimitive(.roundedRect(card, radius: 7)) == .rect(card, radius: 7))
        #expect(LottiePrimitive(.rect(card)) == .rect(card, radius: 0))
        // Moved to the origin as tracks key them (points snapped to a thousandth), still a circle.
        let (moved, _) = Path.circle(center: Point(10.123456, 3.3333), radius: 1.51).movedToOrigin()
        guard case .circle(let center, let radius) = LottiePrimitive(moved) else {
            Issue.record("a circle moved to the origin is no longer recognised")
            return
        }
        #expect(abs(center.x - 1.51) < 1e-3 && abs(center.y - 1.51) < 1e-3 && radius == 1.51)
    }

    @Test func otherOutlinesKeepTheirVertices() {
        var twoCircles = Path.circle(center: Point(5, 5), radius: 4)
        twoCircles.move(to: Point(7, 5))
        twoCircles.arc(center: Point(5, 5), radius: 2, from: 0, to: 2 * .pi)
        var halfDisc = Path()
        halfDisc.arc(center: Point(5, 5), radius: 4, from: 0, to: .pi)
        halfDisc.close()
        let outlines: [Path] = [
            .polygon([Point(0, 0), Point(10, 0), Point(5, 8)]),
            .polygon([Point(5, 0), Point(10, 5), Point(5, 10), Point(0, 5)]),
            .polygon([Point(0, 0), Point(10, 0), Point(10, 10), Point(10, 0)]),
            .ellipse(in: Rect(x: 0, y: 0, width: 10, height: 6)),
            twoCircles, halfDisc,
        ]
        for outline in outlines { #expect(LottiePrimitive(outline) == nil, "\(outline.elements)") }
        #expect(LottieOutline(twoCircles).shapeItems(decimals: 2).count == 2)
    }

    /// rlottie draws each primitive on the pixels it drew the same outline on as vertices (the
    /// same outline drawn another way, which keeps its vertices), in place and in sixteenths.
    @Test(arguments: [false, true]) func aPlayerDrawsAPrimitiveWhereItDrewItsVertices(inSixteenths: Bool) throws {
        let card = Rect(x: 20.25, y: 30.5, width: 120, height: 44)
        var cardAsArcs = Path()
        let k = 9.0
        for (index, center) in [Point(card.maxX - k, card.minY + k), Point(card.maxX - k, card.maxY - k),
                                Point(card.minX + k, card.maxY - k), Point(card.minX + k, card.minY + k)].enumerated() {
            let start = -Double.pi / 2 + Double(index) * .pi / 2
            cardAsArcs.arc(center: center, radius: k, from: start, to: start + .pi / 4)
            cardAsArcs.arc(center: center, radius: k, from: start + .pi / 4, to: start + .pi / 2)
        }
        cardAsArcs.close()
        var dotAsArcs = Path()
        dotAsArcs.move(to: Point(183.3, 60))
        dotAsArcs.arc(center: Point(170, 60), radius: 13.3, from: 0, to: .pi)
        dotAsArcs.arc(center: Point(170, 60), radius: 13.3, from: .pi, to: 2 * .pi)
        dotAsArcs.close()
        // Its first corner again before it closes: five elements, not the canvas's four.
        var boxAsLines = Path()
        boxAsLines.move(to: Point(60, 90))
        for corner in [Point(150.5, 90), Point(150.5, 110), Point(60, 110), Point(60, 90)] { boxAsLines.line(to: corner) }
        boxAsLines.close()
        let pairs: [(Path, Path)] = [
            (.roundedRect(card, radius: k), cardAsArcs),
            (.circle(center: Point(170, 60), radius: 13.3), dotAsArcs),
            (.rect(Rect(x: 60, y: 90, width: 90.5, height: 20)), boxAsLines),
        ]
        for (primitive, vertices) in pairs {
            #expect(LottieOutline(primitive).primitive != nil && LottieOutline(vertices).primitive == nil)
            let drawn = try Self.rendered(primitive, inSixteenths: inSixteenths)
            let reference = try Self.rendered(vertices, inSixteenths: inSixteenths)
            let agreement = FrameAgreement(drawn, reference)
            #expect(agreement.meanDifference.allSatisfy { $0 < 0.2 } && agreement.shareWithin > 0.999, "\(primitive.elements): \(agreement)")
            // Something was drawn: the shape covers pixels the background does not.
            let covered = stride(from: 0, to: drawn.pixels.count, by: 4).filter { drawn.pixels[$0 + 1] > 128 }.count
            #expect(covered > 200, "\(covered) pixels drawn")
        }
    }

    /// `path` filled white on black by rlottie at 200 × 140.
    static func rendered(_ path: Path, inSixteenths: Bool) throws -> RasterImage {
        let fill = JSONValue.object(JSONObject(["ty": .string("fl"), "c": LottieJSON.staticValue(.array([.number("1"), .number("1"), .number("1"), .number("1")])),
                                                "o": LottieJSON.staticValue(.number("100")), "r": .number("1")]))
        let outline = LottieOutline(path)
        let shapes: [JSONValue] = inSixteenths
            ? [.object(JSONObject(["ty": .string("gr"), "it": .array(outline.shapeItems(decimals: 0, steps: 16) + [fill, LottieJSON.groupTransform(scale: .number("6.25"))])]))]
            : outline.shapeItems(decimals: 2) + [fill]
        let background = JSONValue.object(JSONObject(["ind": .number("2"), "ty": .number("1"), "sc": .string("#000000"), "sw": .number("200"), "sh": .number("140"),
                                                      "ks": .object(JSONObject()), "ip": .number("0"), "op": .number("1"), "st": .number("0")]))
        let layer = JSONValue.object(JSONObject(["ind": .number("1"), "ty": .number("4"), "ks": .object(JSONObject()), "shapes": .array(shapes),
                                                 "ip": .number("0"), "op": .number("1"), "st": .number("0")]))
        let document = JSONValue.object(JSONObject(["v": .string("5.7.0"), "fr": .number("30"), "ip": .number("0"), "op": .number("1"),
                                                    "w": .number("200"), "h": .number("140"), "layers": .array([layer, background])]))
        let player = try #require(RlottiePlayer(json: Data(LottieJSON.compactText(document).utf8)))
        return player.frame(0, width: 200, height: 140)
    }
}
