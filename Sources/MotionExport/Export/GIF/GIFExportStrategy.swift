/// How a GIF export draws its frames.
package enum GIFExportStrategy: Sendable, Hashable {
    /// Every frame drawn twice, in parallel: once to count its colours, once to write it. Memory
    /// stays flat however long the clip: the choice for animations, where most of a frame moves.
    case twoPasses
    /// Every frame drawn once, in order, keeping only the region where it differs from the frame
    /// before; the palette is fitted to what was kept, then the kept regions are coded. The choice
    /// for a clip whose frames each change a little: a game shown position by position.
    case keptChanges
}
