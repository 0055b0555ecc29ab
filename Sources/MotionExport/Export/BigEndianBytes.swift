/// `value`'s bytes, most significant first, as the containers written here (MP4, Matroska) and
/// the AVC decoder configuration store numbers.
func bigEndianBytes<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
    withUnsafeBytes(of: value.bigEndian, Array.init)
}
