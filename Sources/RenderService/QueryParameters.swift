import ChessMotionSupport
import FoundationEssentials

/// A route's query parameters, read with the checks the CLI applies to its options: a name the
/// route does not take, a name given twice, a number out of its range or a word outside its
/// choices is a `.badParameter` naming the parameter.
package struct QueryParameters: Sendable {
    private let values: [String: String]

    /// `ignoringUnknown`: a name the route does not take is dropped unread rather than refused,
    /// as web-boardimage and lila-gif drop it, so a site's cache-buster (`v=3`, `_=1701`) passes.
    /// Dropped names are no part of `normalised`: they do not change the picture.
    package init(_ pairs: [(name: String, value: String)], allowed: [String], ignoringUnknown: Bool = false) throws(ServiceError) {
        var values: [String: String] = [:]
        for pair in pairs {
            if ignoringUnknown, !allowed.contains(pair.name) { continue }
            guard allowed.contains(pair.name) else {
                let suggestion = NameSuggestion.closest(to: pair.name, among: allowed).map { "did you mean '\($0)'? " } ?? ""
                throw .badParameter(name: pair.name, reason: "unknown; \(suggestion)this route takes \(allowed.joined(separator: ", "))")
            }
            guard values[pair.name] == nil else { throw .badParameter(name: pair.name, reason: "given twice") }
            values[pair.name] = pair.value
        }
        self.values = values
    }

    package func text(_ name: String) -> String? { values[name] }

    package func number(_ name: String, in range: ClosedRange<Double> = -.greatestFiniteMagnitude ... .greatestFiniteMagnitude) throws(ServiceError) -> Double? {
        assert(Kind.of(name) == .number, "\(name) is read as a number: list it in QueryParameters.Kind")
        guard let text = values[name] else { return nil }
        guard let value = Double(text), value.isFinite else { throw .badParameter(name: name, reason: "'\(text)' is not a number") }
        guard range.contains(value) else {
            throw .badParameter(name: name, reason: "\(text) is outside \(range.lowerBound.trimmed)...\(range.upperBound.trimmed)")
        }
        return value
    }

    package func integer(_ name: String, in range: ClosedRange<Int> = Int.min...Int.max) throws(ServiceError) -> Int? {
        assert(Kind.of(name) == .number, "\(name) is read as a number: list it in QueryParameters.Kind")
        guard let text = values[name] else { return nil }
        guard let value = Int(text) else { throw .badParameter(name: name, reason: "'\(text)' is not a whole number") }
        guard range.contains(value) else { throw .badParameter(name: name, reason: "\(value) is outside \(range.lowerBound)...\(range.upperBound)") }
        return value
    }

    /// Present and empty (a bare `?coordinates`) is on; otherwise one of `BooleanWord`'s words.
    package func flag(_ name: String) throws(ServiceError) -> Bool {
        assert(Kind.of(name) == .flag, "\(name) is read as a switch: list it in QueryParameters.Kind")
        guard let text = values[name] else { return false }
        if text.isEmpty { return true }
        guard let value = BooleanWord.value(of: text) else {
            throw .badParameter(name: name, reason: "'\(text)' is not one of \(BooleanWord.listed)")
        }
        return value
    }

    /// A switch that is on unless the request turns it off (`check=false`), as the CLI's
    /// `--no-check`.
    package func flag(_ name: String, default: Bool) throws(ServiceError) -> Bool {
        values[name] == nil ? `default` : try flag(name)
    }

    package func choice<Choice: RawRepresentable & CaseIterable>(_ name: String, as: Choice.Type) throws(ServiceError) -> Choice?
    where Choice.RawValue == String {
        guard let text = values[name] else { return nil }
        guard let choice = Choice(rawValue: text) else {
            throw .badParameter(name: name, reason: "'\(text)' is not one of \(Choice.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return choice
    }

    /// The parameters as they are read, sorted by name, for the ETag: neither the order nor the
    /// spelling of a value changes the picture (`size=0256` is `size=256`, `t=0.000` is `t=0`,
    /// `flip=yes` is `flip=1`), so neither changes the tag.
    package var normalised: String {
        values.sorted { $0.key < $1.key }.map { "\($0.key)=\(Self.canonical($0.value, as: Kind.of($0.key)))" }.joined(separator: "\u{0}")
    }

    /// How a parameter's value is read, so its spellings share one form. The typed readers
    /// assert they are used only on names of their kind, so this table cannot drift from them.
    enum Kind {
        case number, flag, text

        static func of(_ name: String) -> Kind {
            if ["width", "scale", "size", "t", "fps", "hold", "from", "to", "quality", "every", "game"].contains(name) { return .number }
            if ["annotations", "check", "chess960", "comments", "coordinates", "flip", "mute", "reduceMotion", "transparent"].contains(name) { return .flag }
            return .text
        }
    }

    static func canonical(_ value: String, as kind: Kind) -> String {
        switch kind {
        case .number: Double(value).map { $0.isFinite ? "\($0)" : value } ?? value
        case .flag: value.isEmpty ? "true" : BooleanWord.value(of: value).map(String.init) ?? value
        case .text: value
        }
    }
}
