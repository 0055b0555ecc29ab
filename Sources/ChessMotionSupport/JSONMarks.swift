/// Where each value of a parsed JSON text starts, in the same shape as the value, so that a
/// reader can point at the offending value (or key) without `JSONValue` carrying positions: a
/// settings document built in memory has none, and two equal values must compare equal
/// wherever they were written.
package struct JSONMarks: Sendable {
    /// The byte offset of the value's first character.
    package var offset: Int
    /// For an object, the byte offset of each member's key, in member order.
    package var keyOffsets: [Int] = []
    /// For an object, each member's value; for an array, each element; in order.
    package var children: [JSONMarks] = []
}
