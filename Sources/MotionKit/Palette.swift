import FoundationEssentials

/// One scheme's colour for every token. Built only by validation, so a lookup cannot fail.
public struct Palette: Sendable, Hashable {
    private let colors: [PaletteToken: Color]

    /// Fails with the first token that has no colour, so a palette is always complete.
    public init(colors: [PaletteToken: Color]) throws(PaletteError) {
        for token in PaletteToken.allCases where colors[token] == nil {
            throw .missingToken(token: token.rawValue)
        }
        self.colors = colors
    }

    public subscript(token: PaletteToken) -> Color {
        colors[token] ?? .black
    }

    public var background: Color { self[.background] }
    public var surface: Color { self[.surface] }
    public var text: Color { self[.text] }
    public var secondaryText: Color { self[.secondaryText] }
    public var accent: Color { self[.accent] }
    public var gold: Color { self[.gold] }
}

/// The light and dark palettes, read together from one data file.
public struct PaletteSet: Sendable, Hashable {
    public var light: Palette
    public var dark: Palette

    public subscript(scheme: ColorScheme) -> Palette {
        scheme == .light ? light : dark
    }
}
