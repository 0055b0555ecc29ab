import TestSupport
import Testing
@testable import GIFCodec

/// Each image names its own transparent index, the least its changed pixels leave free, and
/// codes at the least code size its indices allow.
@Suite("GIF indexed coder: each image's transparent index and code size")
struct GIFIndexChoiceTests {
    @Test func theLeastFreeIndexStandsForUnchangedPixels() {
        var box: [UInt8] = [0, 1, 200, 3, 200, 1]
        let choice = box.withUnsafeMutableBufferPointer { GIFIndexedCoder.codeIndices($0, transparent: 200) }
        #expect(choice == GIFIndexedCoder.IndexChoice(transparentIndex: 2, codeSize: 2))
        #expect(box == [0, 1, 2, 3, 2, 1])
    }

    @Test func aBoxWithoutUnchangedPixelsNamesNone() {
        var box: [UInt8] = [0, 9, 4]
        let choice = box.withUnsafeMutableBufferPointer { GIFIndexedCoder.codeIndices($0, transparent: 200) }
        #expect(choice == GIFIndexedCoder.IndexChoice(transparentIndex: nil, codeSize: 4))
        var opaque: [UInt8] = [0, 130]
        #expect(opaque.withUnsafeMutableBufferPointer { GIFIndexedCoder.codeIndices($0, transparent: nil) }.codeSize == 8)
    }

    /// Random boxes: the chosen index is none of the changed pixels', it stands exactly where the
    /// placeholder stood, and every index fits the code size.
    @Test func theChoiceNeverHidesAChangedPixel() {
        var noise = SeededGenerator(seed: 11)
        for _ in 0..<500 {
            let placeholder = UInt8(1 + noise.next() % 255)
            let span = 1 + noise.next() % UInt64(placeholder)
            let original: [UInt8] = (0..<(1 + Int(noise.next() % 300))).map { _ in
                noise.next() % 3 == 0 ? placeholder : UInt8(noise.next() % span)
            }
            var box = original
            let choice = box.withUnsafeMutableBufferPointer { GIFIndexedCoder.codeIndices($0, transparent: placeholder) }
            let changed = Set(original.filter { $0 != placeholder })
            if let transparent = choice.transparentIndex {
                #expect(!changed.contains(transparent) && transparent <= placeholder)
                #expect(zip(original, box).allSatisfy { ($0 == placeholder) == ($1 == transparent) && ($0 == placeholder || $0 == $1) })
            } else {
                #expect(!original.contains(placeholder) && box == original)
            }
            #expect(box.allSatisfy { Int($0) < 1 << choice.codeSize } && choice.codeSize >= 2)
            #expect(choice.codeSize == 2 || box.contains { Int($0) >= 1 << (choice.codeSize - 1) }, "the least size")
        }
    }

    /// Through the coder and giflib: a frame that changes in low indices only is coded at a small
    /// code size, with a transparent index of its own, and reads back as drawn.
    @Test func aFrameInLowIndicesReadsBackAsDrawn() throws {
        let colors = (0..<200).map { GIFColor(red: UInt8($0), green: UInt8(255 - $0), blue: 7) }
        let width = 64, height = 48
        var coder = try GIFIndexedCoder(width: width, height: height, palette: GIFPalette(colors: colors), loopCount: 0)
        let first = (0..<(width * height)).map { UInt8($0 % 190) }
        var second = first
        for y in 10..<30 { for x in 5..<40 where (x + y) % 3 != 0 { second[y * width + x] = UInt8((x * y) % 5) } }
        var bytes = coder.header(loopCount: 0, comment: nil)
        bytes += first.withUnsafeBufferPointer { coder.code($0, delay: 10) }
        bytes += second.withUnsafeBufferPointer { coder.code($0, delay: 10) }
        bytes += GIFIndexedCoder.trailer
        let gif = try DecodedGIF(bytes: bytes)
        try #require(gif.images.count == 2)
        let image = gif.images[1]
        // The changed pixels use 0–4, so 5 stands for the unchanged ones and 3 bits suffice.
        #expect(image.transparentIndex == 5)
        #expect(Self.minimumCodeSizes(bytes) == [8, 3])
        for y in 0..<height {
            for x in 0..<width {
                let read = gif.rgb(frame: 1, x: x, y: y), color = colors[Int(second[y * width + x])]
                #expect(read.r == Int(color.red) && read.g == Int(color.green) && read.b == Int(color.blue), "(\(x), \(y))")
            }
        }
    }

    /// Each image's LZW minimum code size, walking the file's blocks.
    static func minimumCodeSizes(_ bytes: [UInt8]) -> [Int] {
        var sizes: [Int] = [], i = 13 + (bytes[10] & 0x80 != 0 ? 3 << (Int(bytes[10] & 7) + 1) : 0)
        func skipSubBlocks() { while bytes[i] != 0 { i += Int(bytes[i]) + 1 }; i += 1 }
        while i < bytes.count, bytes[i] != 0x3B {
            if bytes[i] == 0x21 {
                i += 2
                skipSubBlocks()
            } else {
                let packed = bytes[i + 9]
                i += 10 + (packed & 0x80 != 0 ? 3 << (Int(packed & 7) + 1) : 0)
                sizes.append(Int(bytes[i]))
                i += 1
                skipSubBlocks()
            }
        }
        return sizes
    }
}
