/// The four colours lichess and ChessBase write before an arrow or a circled square in a
/// comment's `%cal`/`%csl` command, by the letter they write.
public enum PGNShapeColor: Character, Hashable, Sendable, CaseIterable {
    case green = "G"
    case red = "R"
    case blue = "B"
    case yellow = "Y"
}

/// An arrow from a `[%cal Ge2e4]` command.
public struct PGNArrow: Hashable, Sendable {
    public let color: PGNShapeColor
    public let from: Square
    public let to: Square

    public init(color: PGNShapeColor, from: Square, to: Square) {
        self.color = color
        self.from = from
        self.to = to
    }
}

/// A circled square from a `[%csl Gd5]` command.
public struct PGNCircle: Hashable, Sendable {
    public let color: PGNShapeColor
    public let square: Square

    public init(color: PGNShapeColor, square: Square) {
        self.color = color
        self.square = square
    }
}

/// A comment's arrows and circled squares, read from every `%cal` and `%csl` command in it.
public struct PGNShapes: Hashable, Sendable {
    public var arrows: [PGNArrow] = []
    public var circles: [PGNCircle] = []

    public init(arrows: [PGNArrow] = [], circles: [PGNCircle] = []) {
        self.arrows = arrows
        self.circles = circles
    }

    public var isEmpty: Bool { arrows.isEmpty && circles.isEmpty }

    /// Reads the shapes of `comment`'s `%cal` and `%csl` commands: comma-separated items, each a
    /// colour letter and one square (`%csl`) or two (`%cal`). Other commands are not shapes and
    /// are left alone; a malformed item is an error naming it, since a shape silently dropped is
    /// an annotation the reader never sees.
    public init(reading comment: PGNComment) throws(PGNShapeError) {
        for command in comment.commands where command.name == "cal" || command.name == "csl" {
            let isArrow = command.name == "cal"
            let items = command.arguments.split(separator: ",", omittingEmptySubsequences: false)
            for raw in items {
                let item = raw.trimmingWhitespace
                guard let letter = item.first else { throw .emptyItem(command: command.name) }
                guard let color = PGNShapeColor(rawValue: letter) else {
                    throw .unknownColor(String(item), command: command.name)
                }
                let squares = item.dropFirst()
                if isArrow {
                    guard squares.count == 4, let from = Square(squares.prefix(2)), let to = Square(squares.suffix(2)) else {
                        throw .malformedItem(String(item), command: command.name)
                    }
                    arrows.append(PGNArrow(color: color, from: from, to: to))
                } else {
                    guard squares.count == 2, let square = Square(squares) else {
                        throw .malformedItem(String(item), command: command.name)
                    }
                    circles.append(PGNCircle(color: color, square: square))
                }
            }
        }
    }
}
