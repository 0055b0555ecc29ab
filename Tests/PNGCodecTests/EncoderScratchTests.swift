import Foundation
import MotionKit
@testable import PNGCodec
import TestSupport
import Testing

/// Encodes keep their working memory on a shelf (`EncoderScratch`) and use it again as it is,
/// uninitialised: a picture's bytes must never depend on what the memory held before, and the
/// shelf must keep no more than it says and give everything back on `release`.
@Suite("PNG encoder scratch")
struct EncoderScratchTests {
    /// Whatever bytes the kept blocks hold, a frame encodes to the same PNG, and libpng reads it
    /// back as the frame: whole (a frame with transparency, and one too small for bands) and in
    /// bands.
    @Test(arguments: [(720, 560, false), (720, 560, true), (200, 150, false)])
    func bytesDoNotDependOnWhatTheMemoryHeld(width: Int, height: Int, translucent: Bool) throws {
        var frame = PNGEncoderBandsTests.frame(width: width, height: height, seed: 11)
        if translucent { frame.pixels.replaceSubrange(0..<4, with: [0x10, 0x20, 0x40, 0x80]) }
        var pngs: [Data] = []
        for poison: UInt8 in [0x00, 0xA5, 0xFF] {
            Self.fillShelf(with: poison)
            pngs.append(try PNGEncoder.standard.encode(width: width, height: height, pixels: frame.pixels, cores: 2))
        }
        #expect(pngs.allSatisfy { $0 == pngs[0] })
        #expect(try LibPNG.decode(pngs[0]) == frame)
    }

    /// A block comes back to the next taker as it was left, the smallest that fits is taken, a
    /// full shelf keeps the largest blocks, and `release` empties it.
    @Test func theShelfKeepsTheLargestBlocksAndReleasesThem() {
        let scratch = EncoderScratch(keptBlocks: 2)
        scratch.with(byteCount: 1000) { $0.storeBytes(of: 0xC0FFEE, as: UInt32.self) }
        #expect(scratch.keptBytes == 1000)
        // Kept, and handed back as it was.
        #expect(scratch.with(byteCount: 800) { $0.load(as: UInt32.self) } == 0xC0FFEE)
        #expect(scratch.keptBytes == 1000)
        // Too small for this one: a new block, and both kept.
        scratch.with(byteCount: 5000) { _ in }
        #expect(scratch.keptBytes == 6000)
        // Two held at once besides the two kept: the shelf keeps its two largest.
        scratch.with(byteCount: 9000) { _ in
            scratch.with(byteCount: 7000) { _ in }
        }
        #expect(scratch.keptBytes == 16000)
        // The smallest block that fits, not the largest.
        scratch.with(byteCount: 100) { $0.storeBytes(of: 7, as: UInt32.self) }
        #expect(scratch.with(byteCount: 6000) { $0.load(as: UInt32.self) } == 7)
        scratch.release()
        #expect(scratch.keptBytes == 0)
    }

    /// The shared shelf's blocks, taken all at once, each filled with `byte` and given back.
    static func fillShelf(with byte: UInt8) {
        func fill(_ left: Int) {
            guard left > 0 else { return }
            EncoderScratch.shared.with(byteCount: 16 << 20) { memory in
                memset(memory, Int32(byte), 16 << 20)
                fill(left - 1)
            }
        }
        fill(EncoderScratch.shared.keptBlocks)
    }
}
