import BoardKit
import ChessCore
import MotionKit
import TestSupport
import Testing

/// Reference pictures of each kind of mark in both schemes — arrows, circles, fills, each in
/// lichess's four brushes — and knight arrows bent as an L in every direction.
@Suite("annotation snapshots")
struct AnnotationSnapshotTests {
    /// The Italian Game after 3...Bc5: pieces on the squares marks point at, so the snapshots
    /// show the marks lie under the pieces and over the last move's light.
    static func italian() throws -> BoardTimeline {
        try BoardTimeline(san: ["e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"].enumerated().map { ($1, Double($0 + 1) * 0.5) })
    }

    static let kinds: [(name: String, marks: BoardAnnotations)] = [
        ("arrows", BoardAnnotations(arrows: [
            .init(from: .c4, to: .f7, color: .green), .init(from: .d2, to: .d4, color: .blue),
            .init(from: .c5, to: .f2, color: .red), .init(from: .h2, to: .h4, color: .yellow),
        ])),
        ("circles", BoardAnnotations(circles: [
            .init(square: .f7, color: .green), .init(square: .d4, color: .blue),
            .init(square: .f2, color: .red), .init(square: .e5, color: .yellow),
        ])),
        ("fills", BoardAnnotations(fills: [
            .init(square: .f7, color: .green), .init(square: .d4, color: .blue), .init(square: .f2, color: .red),
            .init(square: .e5, color: .yellow), .init(square: .a3, color: .theme(.lastMoveDark)),
        ])),
    ]

    @Test(arguments: kinds.indices, ColorScheme.allCases)
    func eachKindInEachScheme(kind: Int, scheme: ColorScheme) throws {
        let timeline = try Self.italian()
        let scene = try BoardFixtures.scene(timeline, annotations: Self.kinds[kind].marks)
        try Snapshot.assertMatches(try BoardFixtures.render(scene, t: timeline.restTime(), scheme: scheme),
                                   named: "annotations-\(Self.kinds[kind].name)-\(scheme.rawValue)")
    }

    /// From d4 and e5 to all eight knight squares, each an L along its long leg first.
    @Test func knightArrowsBendAsAnL() throws {
        let timeline = try BoardTimeline(start: try Position(fen: "4k3/8/8/4n3/3N4/8/8/4K3 w - - 0 1"), moves: [])
        let jumps: [(Square, Square)] = [(.d4, .c6), (.d4, .b5), (.d4, .b3), (.d4, .c2), (.e5, .f3), (.e5, .g4), (.e5, .g6), (.e5, .f7)]
        let colors: [AnnotationColor] = [.green, .red, .blue, .yellow]
        let marks = BoardAnnotations(arrows: jumps.enumerated().map { .init(from: $1.0, to: $1.1, color: colors[$0 % 4]) })
        let scene = try BoardFixtures.scene(timeline, options: BoardOptions(coordinates: true), annotations: marks)
        try Snapshot.assertMatches(try BoardFixtures.render(scene, t: 0), named: "annotations-knight-arrows")
    }
}
