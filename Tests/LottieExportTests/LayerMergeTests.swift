import Foundation
@testable import LottieExport
@testable import MotionKit
import Testing

/// Elements that differ only in outline and a fixed offset share a layer, and only where the
/// drawing stays the same: never two that overlap, never past a layer that meets a member.
@Suite struct LayerMergeTests {
    static let green = Color(red: 0.2, green: 0.6, blue: 0.3)
    static let red = Color(red: 0.9, green: 0.1, blue: 0.1)

    /// A square of side 10 at (`x`, `y`) in `color`, as the canvas records it.
    static func square(_ x: Double, _ y: Double, _ color: Color, side: Double = 10, opacity: Double = 1) -> VectorDraw {
        VectorDraw(shape: .fill(.rect(Rect(x: x, y: y, width: side, height: side)), color), transform: .identity, opacity: opacity)
    }

    /// The layers for frames of draws, each frame its list bottom first.
    static func layers(_ frames: [[VectorDraw]]) -> [LayerMerge.Layer] {
        var tracker = ElementTracker(frameCount: frames.count)
        for (k, draws) in frames.enumerated() { tracker.add(frame: k, draws) }
        return LayerMerge.layers(tracker.stacked())
    }

    /// Where each part's outlines are on the frame, as device boxes (the track's placement applied).
    static func boxes(_ part: LayerMerge.Part, of layer: LayerMerge.Layer, frame: Int) -> [Rect] {
        guard let m = layer.track.samples[frame]?.transform else { return [] }
        return part.paths.compactMap { $0.controlBounds }.map { Rect(x: $0.minX + m.tx, y: $0.minY + m.ty, width: $0.width, height: $0.height) }
    }

    @Test func squaresFadingTogetherBecomeOneFillWithEveryOutlineInPlace() throws {
        let frames = [0.2, 0.6, 1].map { opacity in
            [(0.0, 0.0), (20.0, 0.0), (0.0, 20.0), (20.0, 20.0)].map { Self.square($0.0, $0.1, Self.green, opacity: opacity) }
        }
        let layers = Self.layers(frames)
        #expect(layers.count == 1)
        let part = try #require(layers.first?.parts.first)
        #expect(layers[0].parts.count == 1 && part.paint == .fill(Self.green))
        let placed = Set(Self.boxes(part, of: layers[0], frame: 1).map { [$0.minX, $0.minY, $0.width] })
        #expect(placed == [[0, 0, 10], [20, 0, 10], [0, 20, 10], [20, 20, 10]])
    }

    @Test func disjointElementsOfDifferentPaintsShareALayerAsPartsInCairosOrder() throws {
        let frames = [0.5, 1].map { opacity in
            [Self.square(0, 0, Self.green, opacity: opacity), Self.square(20, 0, Self.red, opacity: opacity),
             Self.square(40, 0, Self.green, opacity: opacity)]
        }
        let layers = Self.layers(frames)
        #expect(layers.count == 1)
        let layer = try #require(layers.first)
        #expect(layer.parts.map(\.paint) == [.fill(Self.green), .fill(Self.red), .fill(Self.green)])
        #expect(layer.parts.map { Self.boxes($0, of: layer, frame: 0).map(\.minX) } == [[0], [20], [40]])
    }

    @Test func overlappingElementsKeepTheirOwnLayers() {
        // Half-opaque squares that overlap: a fill paints their crossing once, and a player that
        // fades a layer as a whole hides the lower one under the upper.
        let frames = [[Self.square(0, 0, Self.green, opacity: 0.5), Self.square(5, 5, Self.red, opacity: 0.5),
                       Self.square(8, 8, Self.green, opacity: 0.5)]]
        #expect(Self.layers(frames).count == 3)
    }

    @Test func differentlyFadingOrMovingElementsKeepTheirOwnLayers() {
        // Same outline and colour, but one fades and the other does not.
        let fading = Self.layers([0.3, 1].map { [Self.square(0, 0, Self.green, opacity: $0), Self.square(20, 0, Self.green)] })
        #expect(fading.count == 2)
        // Same fade, but they move apart: no fixed offset between them.
        let parting = Self.layers((0..<3).map { k in [Self.square(0, 0, Self.green), Self.square(20 + Double(k), 0, Self.green)] })
        #expect(parting.count == 2)
    }

    @Test func aMemberNeverRisesPastALayerItMeets() throws {
        // Red (its own layer, as it fades otherwise) covers the first green square; merging the
        // second green square with the first would draw the first above red.
        let covered = Self.layers([[Self.square(0, 0, Self.green), Self.square(5, 5, Self.red, opacity: 0.5), Self.square(40, 0, Self.green)]])
        #expect(covered.count == 3)
        let colors = covered.map { $0.parts.first?.paint }
        #expect(colors == [.fill(Self.green), .fill(Self.red), .fill(Self.green)])
        // Apart from red, they merge: red is then drawn below both, as it never meets them.
        let apart = Self.layers([[Self.square(0, 0, Self.green), Self.square(60, 60, Self.red, opacity: 0.5), Self.square(40, 0, Self.green)]])
        #expect(apart.map { $0.parts.first?.paint } == [.fill(Self.red), .fill(Self.green)])
        let merged = try #require(apart.last?.parts.first)
        #expect(Set(Self.boxes(merged, of: apart[1], frame: 0).map(\.minX)) == [0, 40])
    }
}
