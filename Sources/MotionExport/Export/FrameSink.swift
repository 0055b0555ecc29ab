import MotionKit
/// Where an exported clip's frames go, one after another in clip order.
package protocol FrameSink {
    associatedtype Frame: Sendable
    /// Turns a drawn frame into what `write` takes. It runs on the render workers, so costly
    /// work such as PNG encoding is done in parallel too; it must depend on the raster alone.
    var prepare: @Sendable (RasterImage) throws -> Frame { get }
    /// Takes frame `index`; frames arrive in order, starting at 0.
    mutating func write(_ frame: Frame, index: Int) throws
    /// Completes the output once every frame is written.
    mutating func finish() throws
    /// Gives up after a failure, removing any partial output; a file the user had before stays.
    mutating func abandon()
    /// How the render workers share the cores with this kind of sink's own work; known before
    /// a sink exists, so the memory plan can allow for it.
    static var workerPriority: WorkerPriority { get }
}

extension FrameSink {
    /// A sink that does its work on the delivering thread, or none: the workers' usual share.
    package static var workerPriority: WorkerPriority { .normal }
}
