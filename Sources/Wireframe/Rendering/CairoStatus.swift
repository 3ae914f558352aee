import CCairo

/// Turns a cairo status into a typed error: every wrapper checks the status of what it creates
/// and of what it did, because cairo records failures silently instead of stopping.
///
/// - Throws: `RenderError.cairo` with cairo's message when `status` is not success.
func checkCairoStatus(_ status: cairo_status_t, _ operation: String) throws(RenderError) {
    guard status != CAIRO_STATUS_SUCCESS else { return }
    throw .cairo(operation: operation, message: String(cString: cairo_status_to_string(status)))
}
