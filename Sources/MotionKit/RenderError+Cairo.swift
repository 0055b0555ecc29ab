internal import CCairo

extension RenderError {
    /// Throws `.cairo` with cairo's own words for `status` unless it is success.
    static func check(_ status: cairo_status_t) throws(RenderError) {
        guard status == CAIRO_STATUS_SUCCESS else { throw .cairo(status: String(cString: cairo_status_to_string(status))) }
    }
}
