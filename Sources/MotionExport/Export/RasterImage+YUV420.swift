internal import CLinuxCalls
internal import CPixelKernels
import MotionKit
import PNGCodec

extension RasterImage {
    /// The frame as planar YUV 4:2:0, bt709 limited range (Y 16–235, Cb and Cr 16–240), as
    /// H.264 and VP9 players expect: the whole Y plane, then Cb, then Cr, each chroma sample the
    /// average of a 2 × 2 block (an odd last column or row repeats its edge). Colour is read as
    /// it is stored; frames for video are opaque, where premultiplied is straight.
    ///
    /// It runs on the render workers for every frame, so the arithmetic is the C kernel of
    /// `CPixelKernels`, compiled for each vector width (`PixelKernel`) and run at the widest the
    /// processor has.
    ///
    /// An image whose bytes are not `width × height` pixels is refused with
    /// `.encoding(.pixelCountMismatch)`, as every encoder of frames refuses it.
    package func yuv420p() throws(RenderError) -> [UInt8] {
        var planes: [UInt8] = []
        try yuv420p(into: &planes)
        return planes
    }

    /// The same planes written over `planes`, whose storage is reused when it already has the
    /// size and is not shared: an export recycles the buffers ffmpeg has been sent, instead of
    /// asking the kernel for freshly zeroed pages every frame.
    package func yuv420p(into planes: inout [UInt8]) throws(RenderError) {
        try yuv420p(into: &planes, kernel: .best)
    }

    /// `yuv420p(into:)` through one kernel in particular, for the tests that hold each kernel the
    /// processor runs to the matrix and for the benchmark. `kernel` must be in `PixelKernel.available`.
    package func yuv420p(into planes: inout [UInt8], kernel: PixelKernel) throws(RenderError) {
        try checkPixelCount()
        let count = RawVideoInput.yuv420p.frameBytes(PixelSize(width: width, height: height))
        if planes.count != count {
            // Every byte is written by the kernel, into pages made present in one call.
            planes = [UInt8](unsafeUninitializedCapacity: count) { buffer, initialized in
                clinux_prefault(buffer.baseAddress, count)
                initialized = count
            }
        }
        guard width > 0, height > 0 else { return }
        let level = min(kernel, .best)
        planes.withUnsafeMutableBufferPointer { out in
            pixels.withUnsafeBytes { source in
                cm_argb32_to_yuv420p(source.baseAddress?.assumingMemoryBound(to: UInt32.self), width, height, out.baseAddress,
                                     CMKernelLevel(rawValue: level.rawValue))
            }
        }
    }

    /// Refuses an image whose bytes are not `width × height` ARGB32 pixels (a caller can build
    /// one): read as a frame, it would be read past its end.
    func checkPixelCount() throws(RenderError) {
        let (area, areaOverflows) = width.multipliedReportingOverflow(by: height)
        let (bytes, bytesOverflow) = area.multipliedReportingOverflow(by: 4)
        guard width >= 0, height >= 0, !areaOverflows, !bytesOverflow, pixels.count == bytes else {
            throw .encoding(.pixelCountMismatch(width: width, height: height, bytes: pixels.count))
        }
    }
}
