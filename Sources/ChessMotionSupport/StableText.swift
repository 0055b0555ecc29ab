/// Every stored value inside a value, written the same way in every process: its fields in
/// declaration order, and a dictionary's or set's entries sorted, where `String(reflecting:)`
/// would print them in the process's own hash order. What a kept file is named after is drawn
/// from this, so a field added to a theme or a palette later is in the name without being
/// listed anywhere.
package enum StableText {
    package static func of(_ value: Any) -> String {
        let mirror = Mirror(reflecting: value)
        guard !mirror.children.isEmpty else { return String(reflecting: value) }
        var parts = mirror.children.map { child in (child.label.map { $0 + ":" } ?? "") + of(child.value) }
        if mirror.displayStyle == .dictionary || mirror.displayStyle == .set { parts.sort() }
        return String(describing: mirror.subjectType) + "(" + parts.joined(separator: ",") + ")"
    }
}
