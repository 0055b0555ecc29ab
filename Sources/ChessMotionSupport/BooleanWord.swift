/// The words every door reads as on and off: a settings value, a query parameter, a lila-gif
/// field. One list, so `reduce-motion yes`, `?coordinates=on` and `"coordinates": "1"` agree.
package enum BooleanWord {
    package static let on: [String] = ["1", "true", "yes", "on"]
    package static let off: [String] = ["0", "false", "no", "off"]

    /// The word's meaning, in any case; nil for any other word.
    package static func value(of word: some StringProtocol) -> Bool? {
        let lowered = word.lowercased()
        if on.contains(lowered) { return true }
        if off.contains(lowered) { return false }
        return nil
    }

    /// "1, true, yes, on, 0, false, no or off", for a refusal's message.
    package static var listed: String {
        (on + off).listed("or")
    }
}
