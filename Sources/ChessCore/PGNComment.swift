/// An engine's or a site's score in a `%eval` command, from White's point of view: pawns, or
/// mate in so many moves (negative when Black mates).
public enum Evaluation: Hashable, Sendable, CustomStringConvertible {
    case pawns(Double)
    case mate(Int)

    /// Reads `0.31`, `-1.5`, `#3`, `#-2`; a depth after a comma (`0.31,20`) is ignored.
    public init?(_ text: some StringProtocol) {
        let value = String(text.prefix { $0 != "," })
        if value.hasPrefix("#") {
            guard let moves = Int(value.dropFirst()) else { return nil }
            self = .mate(moves)
        } else {
            guard let pawns = Double(value), pawns.isFinite else { return nil }
            self = .pawns(pawns)
        }
    }

    public var description: String {
        switch self {
        case let .pawns(value): value > 0 ? "+\(value)" : "\(value)"
        case let .mate(moves): "#\(moves)"
        }
    }
}

/// A `[%name arguments]` command embedded in a PGN comment, as lichess and chess.com write
/// clocks (`%clk`), evaluations (`%eval`), elapsed times (`%emt`) and arrows (`%cal`, `%csl`).
public struct PGNCommand: Hashable, Sendable {
    public let name: String
    public let arguments: String

    /// `%clk` or `%emt` as seconds: `H:MM:SS`, `M:SS` or `SS`, with an optional fraction.
    public var seconds: Double? {
        let parts = arguments.split(separator: ":", omittingEmptySubsequences: false)
        guard (1...3).contains(parts.count) else { return nil }
        var total = 0.0
        for (index, part) in parts.enumerated() {
            let last = index == parts.count - 1
            guard !part.isEmpty, part.allSatisfy({ $0.isASCII && ($0.isNumber || (last && $0 == ".")) }),
                  let value = Double(part), value.isFinite else { return nil }
            total = total * 60 + value
        }
        return total
    }
}

/// A comment from movetext (`{...}` or `;` to the end of the line): its words with the
/// `[%...]` commands taken out, and the commands read.
public struct PGNComment: Hashable, Sendable, CustomStringConvertible {
    /// The comment's words, commands removed and runs of whitespace made single spaces.
    public let text: String
    public let commands: [PGNCommand]

    public init(text: String, commands: [PGNCommand] = []) {
        self.text = text
        self.commands = commands
    }

    /// Splits a raw comment into its text and commands.
    public init(raw: String) {
        var text = ""
        var commands: [PGNCommand] = []
        var rest = Substring(raw)
        while let open = rest.firstRange(of: "[%") {
            text += rest[..<open.lowerBound]
            let body = rest[open.upperBound...]
            guard let close = body.firstIndex(of: "]") else {
                text += rest[open.lowerBound...]
                rest = ""
                break
            }
            let command = body[..<close]
            let name = command.prefix { !$0.isWhitespace }
            let arguments = command.dropFirst(name.count).trimmingWhitespace
            commands.append(PGNCommand(name: String(name), arguments: String(arguments)))
            text += " "
            rest = body[body.index(after: close)...]
        }
        text += rest
        self.init(text: text.split(whereSeparator: \.isWhitespace).joined(separator: " "), commands: commands)
    }

    /// The clock after the move, in seconds (`%clk`).
    public var clock: Double? { command("clk")?.seconds }
    /// The time the move took, in seconds (`%emt`).
    public var elapsed: Double? { command("emt")?.seconds }
    /// The evaluation after the move (`%eval`).
    public var evaluation: Evaluation? { command("eval").flatMap { Evaluation($0.arguments) } }

    public func command(_ name: String) -> PGNCommand? { commands.first { $0.name == name } }

    public var isEmpty: Bool { text.isEmpty && commands.isEmpty }

    public var description: String { text }
}

extension Substring {
    var trimmingWhitespace: Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return self[start..<Swift.max(start, end)]
    }
}

extension StringProtocol {
    /// The first occurrence of `needle`, without Foundation.
    func range(of needle: String) -> Range<Index>? {
        guard !needle.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(needle) {
                return index..<self.index(index, offsetBy: needle.count)
            }
            index = self.index(after: index)
        }
        return nil
    }
}
