import PNGCodec

/// What drawing and encoding keep between frames for speed, let go of on request. A renderer
/// that runs for long (a server) calls it when no frame is being drawn: the kept shadows and
/// pictures fill their budgets (160 MB at most) over a few renders and would hold them while
/// idle, shaped text holds its thread's font map alive after a server's render thread has ended,
/// and the PNG encoder keeps its working memory.
package enum DrawingMemory {
    package static func release() {
        ShadowSprite.kept.removeAll()
        KeptPicture.kept.removeAll()
        PlacedRaster.kept.removeAll()
        TextLayoutCache.shared.removeAll()
        EncoderScratch.shared.release()
    }
}
