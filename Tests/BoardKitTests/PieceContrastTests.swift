import BoardKit
import Foundation
import MotionKit
import TestSupport
import Testing

/// Every built-in piece stays legible on every square of every theme, in both schemes.
///
/// The rule (WCAG 2, success criterion 1.4.11 "non-text contrast": a graphic needed to understand
/// the content keeps 3:1 against the colours next to it). A piece is understood by its
/// silhouette, whose edge is two tones: the outline, then the tone just inside it (see
/// `PieceEdge`). The piece passes on a square when
///   1. the two tones are 3:1 apart, so the edge is a visible line in itself, and
///   2. at least one of them is 3:1 from the square, so the edge stands out from the square
///      whichever tone the square happens to resemble.
/// The squares a piece stands on: both square colours and both last-move highlights. (The check
/// mark is a translucent glow drawn under the king, not a square colour.)
@Suite("Piece contrast")
struct PieceContrastTests {
    static let minimumRatio = 3.0
    static let builtInSets = ["staunton", "geometric"]

    static func squares(_ colors: BoardColors) -> [(name: String, color: Color)] {
        [("lightSquare", colors.lightSquare), ("darkSquare", colors.darkSquare),
         ("lastMoveLight", colors.lastMoveLight), ("lastMoveDark", colors.lastMoveDark)]
    }

    static func edges(of set: String) throws -> [(piece: String, edge: PieceEdge)] {
        let folder = Fixtures.url("PieceSets/\(set)")
        return try PieceSet.assetNames.map { ($0, try PieceEdge.read(folder.appendingPathComponent("\($0).svg"))) }
    }

    /// How well `edge` stands out from `square`: the better of its two tones.
    static func contrast(_ edge: PieceEdge, on square: Color) -> Double {
        max(WCAGContrast.ratio(edge.outline, square), WCAGContrast.ratio(edge.inner, square))
    }

    @Test(arguments: builtInSets)
    func everyPiecesEdgeIsAVisibleLine(set: String) throws {
        for (piece, edge) in try Self.edges(of: set) {
            let ratio = WCAGContrast.ratio(edge.outline, edge.inner)
            #expect(ratio >= Self.minimumRatio, "\(set)/\(piece): outline \(edge.outline.hexString) against \(edge.inner.hexString) is \(ratio):1")
        }
    }

    @Test(arguments: builtInSets, ColorScheme.allCases)
    func everyPieceStandsOutOnEverySquareOfEveryTheme(set: String, scheme: ColorScheme) throws {
        let edges = try Self.edges(of: set)
        let themes = try BoardThemeLibrary(folders: [Fixtures.url("BoardThemes")]).themes()
        #expect(themes.count >= 5)
        for theme in themes {
            for square in Self.squares(theme[scheme]) {
                for (piece, edge) in edges {
                    let ratio = Self.contrast(edge, on: square.color)
                    #expect(ratio >= Self.minimumRatio,
                            "\(set)/\(piece) on \(theme.name) \(scheme.rawValue) \(square.name) \(square.color.hexString): best edge tone is \(ratio):1")
                }
            }
        }
    }

    /// The rule is not vacuous: a black piece drawn all dark (outline and contour near black, as
    /// the sets were before) fails on a deep navy square, and passes once it has a light contour.
    @Test func theRuleRejectsAnAllDarkPieceOnANavySquare() throws {
        let navy = try Color(hex: "#3F485A")
        let allDark = PieceEdge(outline: try Color(hex: "#0E0C0A"), inner: try Color(hex: "#262320"))
        #expect(Self.contrast(allDark, on: navy) < Self.minimumRatio)
        let lightContour = PieceEdge(outline: allDark.outline, inner: try Color(hex: "#D9D0BF"))
        #expect(Self.contrast(lightContour, on: navy) >= Self.minimumRatio)
    }

    @Test func aPieceWithoutTheNamedLayersIsReportedByFileAndLayer() throws {
        let folder = try TemporaryFolder()
        let file = folder.appendingPathComponent("wK.svg")
        try Data("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 45 45\"><circle r=\"5\"/></svg>".utf8).write(to: file)
        let error = #expect(throws: PieceEdge.ReadError.self) { try PieceEdge.read(file) }
        #expect(error?.description == "\(file.path): no element with id=\"outline\" (the built-in sets draw their edge in that layer)")
    }
}
