internal import CPangoCairo

/// A shaped Pango layout and its logical size, kept between frames by `TextLayoutCache`.
/// @unchecked Sendable: the cache hands a layout to one user at a time (it is taken out while
/// in use), and the layout is never changed after it is made, only drawn.
final class PangoLayoutHandle: @unchecked Sendable {
    let layout: OpaquePointer
    let size: Size

    init(layout: OpaquePointer, size: Size) {
        self.layout = layout
        self.size = size
    }

    deinit { g_object_unref(UnsafeMutableRawPointer(layout)) }
}
