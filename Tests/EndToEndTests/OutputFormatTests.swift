import Foundation
import TestSupport
import Testing

/// Issue 17 item 10: the outputs a Remotion user expects, checked by decoding what the tool
/// wrote: `--quality`, JPEG and WebP stills, `--transparent` PNGs, WebM with alpha, ProRes 4444,
/// and issue 12's bt709 colours through the planar YUV pipe.
@Suite("chess-motion outputs: quality, JPEG/WebP stills, transparency, alpha video, ProRes")
struct OutputFormatTests {
    /// Six frames at 10 fps, 160 pixels wide: enough motion for sizes to differ, cheap to encode.
    static let short = ["--fps", "10", "--from", "0", "--to", "0.6", "--width", "160"]
    /// The same length later in the clip, once the scene has faded in: cards and pieces fully opaque.
    static let settled = ["--fps", "10", "--from", "3", "--to", "3.6", "--width", "160"]

    @Test func aLowerCRFGivesABiggerVideo() throws {
        let folder = try TemporaryFolder().url
        for format in ["mp4", "webm"] {
            var sizes: [Int] = []
            for crf in ["10", "40"] {
                let url = folder.appendingPathComponent("crf\(crf).\(format)")
                let result = try ToolRunner.run(["render", "coins", "--quality", crf, "-o", url.path] + Self.short)
                #expect(result.status == 0, "\(format) --quality \(crf): \(result.stderr)")
                sizes.append(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int ?? 0)
            }
            #expect(sizes[0] > sizes[1] && sizes[1] > 0, "\(format): CRF 10 gave \(sizes[0]) bytes, CRF 40 \(sizes[1])")
        }
    }

    @Test func qualityOutsideItsScaleIsAUsageErrorNamingTheScale() throws {
        let folder = try TemporaryFolder().url
        let cases: [([String], String)] = [
            (["render", "coins", "--quality", "52", "-o", folder.appendingPathComponent("a.mp4").path], "0-51"),
            (["render", "coins", "--quality", "-1", "-o", folder.appendingPathComponent("a.mp4").path], "0-51"),
            (["render", "coins", "--quality", "64", "-o", folder.appendingPathComponent("a.webm").path], "0-63"),
            (["render", "coins", "--quality", "20", "-o", folder.appendingPathComponent("a.gif").path], ".mp4, .webm"),
            (["render", "coins", "--quality", "20", "-o", folder.appendingPathComponent("a.mov").path], ".mp4, .webm"),
            (["still", "coins", "--quality", "101", "-o", folder.appendingPathComponent("a.jpg").path], "1-100"),
            (["still", "coins", "--quality", "0", "-o", folder.appendingPathComponent("a.jpg").path], "1-100"),
            (["still", "coins", "--quality", "101", "-o", folder.appendingPathComponent("a.webp").path], "0-100"),
            (["still", "coins", "--quality", "50", "-o", folder.appendingPathComponent("a.png").path], "JPEG"),
        ]
        for (arguments, named) in cases {
            let result = try ToolRunner.run(arguments)
            #expect(result.status == 2, "\(arguments): \(result.status) \(result.stderr)")
            #expect(result.stderr.contains("--quality") && result.stderr.contains(named), "\(arguments): \(result.stderr)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// JPEG and WebP decode to the asked size, with the scene's background where the PNG has it.
    @Test func jpegAndWebPStillsDecodeToTheRightSizeAndColours() throws {
        let folder = try TemporaryFolder().url
        let png = folder.appendingPathComponent("coins.png")
        #expect(try ToolRunner.run(["still", "coins", "--width", "300", "-o", png.path]).status == 0)
        let reference = try DecodedFrame.first(of: png)
        for name in ["coins.jpg", "coins.jpeg", "coins.webp"] {
            let url = folder.appendingPathComponent(name)
            let result = try ToolRunner.run(["still", "coins", "--width", "300", "-o", url.path])
            #expect(result.status == 0, "\(name): \(result.stderr)")
            let magic = Array(try Data(contentsOf: url).prefix(12))
            #expect(name.hasSuffix("webp") ? magic[8..<12].elementsEqual(Array("WEBP".utf8)) : magic.prefix(3).elementsEqual([0xFF, 0xD8, 0xFF]),
                    "\(name) starts with \(magic)")
            let decoded = try DecodedFrame.first(of: url)
            #expect(decoded.width == reference.width && decoded.height == reference.height, "\(name): \(decoded.width)x\(decoded.height)")
            // The corner is background in every scene; a lossy codec keeps a flat area within a few units.
            for (x, y) in [(2, 2), (reference.width - 3, reference.height - 3)] {
                let got = decoded.pixel(x, y), want = reference.pixel(x, y)
                #expect(zip(got.prefix(3), want.prefix(3)).allSatisfy { abs($0 - $1) <= 6 }, "\(name) at (\(x), \(y)): \(got) for \(want)")
            }
        }
    }

    @Test func stillQualityTradesSizeForFidelity() throws {
        let folder = try TemporaryFolder().url
        for format in ["jpg", "webp"] {
            let low = folder.appendingPathComponent("low.\(format)"), high = folder.appendingPathComponent("high.\(format)")
            #expect(try ToolRunner.run(["still", "bots", "--quality", "15", "-o", low.path]).status == 0)
            #expect(try ToolRunner.run(["still", "bots", "--quality", "95", "-o", high.path]).status == 0)
            let lowBytes = try Data(contentsOf: low).count, highBytes = try Data(contentsOf: high).count
            #expect(highBytes > lowBytes, "\(format): quality 95 gave \(highBytes) bytes, 15 gave \(lowBytes)")
        }
    }

    /// Where the opaque still shows the background, the transparent one has alpha 0; where the
    /// opaque still shows something else (a card, a piece), the transparent one has alpha 255 and
    /// the same colour.
    @Test func transparentPNGLeavesOnlyTheBackgroundClear() throws {
        let folder = try TemporaryFolder().url
        let opaque = folder.appendingPathComponent("bots.png"), clear = folder.appendingPathComponent("bots-clear.png")
        #expect(try ToolRunner.run(["still", "bots", "--width", "360", "-o", opaque.path]).status == 0)
        let result = try ToolRunner.run(["still", "bots", "--width", "360", "--transparent", "-o", clear.path])
        #expect(result.status == 0, "\(result.stderr)")
        let solid = try DecodedFrame.first(of: opaque), transparent = try DecodedFrame.first(of: clear)
        #expect(transparent.width == solid.width && transparent.height == solid.height)
        let background = solid.pixel(0, 0)
        #expect(transparent.pixel(0, 0)[3] == 0, "corner: \(transparent.pixel(0, 0))")
        var clearBackground = 0, backgroundPixels = 0, opaqueDrawn = 0, sameColour = 0
        for y in 0..<solid.height {
            for x in 0..<solid.width {
                let s = solid.pixel(x, y), t = transparent.pixel(x, y)
                if s == background {
                    backgroundPixels += 1
                    if t[3] == 0 { clearBackground += 1 }
                } else if t[3] == 255 {
                    opaqueDrawn += 1
                    // An edge whose coverage rounds to 255 still took a trace of the background.
                    if zip(t, s).allSatisfy({ abs($0 - $1) <= 2 }) { sameColour += 1 }
                }
            }
        }
        // A few background-coloured pixels lie inside drawn shapes (a gap in a card); nearly all are clear.
        #expect(Double(clearBackground) > 0.95 * Double(backgroundPixels), "\(clearBackground) of \(backgroundPixels) background pixels clear")
        #expect(opaqueDrawn > solid.width * solid.height / 10, "only \(opaqueDrawn) drawn pixels are opaque")
        #expect(sameColour == opaqueDrawn, "\(opaqueDrawn - sameColour) opaque pixels changed colour")
    }

    /// `render SCENE --transparent` of the settled stretch into `name` (a folder of PNGs when it
    /// ends in "/") in a fresh folder.
    static func renderTransparent(_ scene: String, to name: String) throws -> URL {
        let folder = try TemporaryFolder().url
        let result = try ToolRunner.run(["render", scene, "--transparent", "-o", folder.path + "/" + name] + settled)
        #expect(result.status == 0, "\(result.stderr)")
        return folder.appendingPathComponent(name)
    }

    /// A transparent frame: its corner (background) is clear and some drawn pixel is opaque.
    static func expectClearBackground(_ frame: DecodedFrame, _ label: String,
                                      sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(frame.pixel(0, 0)[3] == 0, "\(label) corner \(frame.pixel(0, 0))", sourceLocation: sourceLocation)
        #expect(frame.rgba.enumerated().contains { $0.offset % 4 == 3 && $0.element == 255 }, "\(label) has nothing opaque",
                sourceLocation: sourceLocation)
    }

    @Test func transparentPNGSequenceFramesHaveClearBackgrounds() throws {
        let folder = try Self.renderTransparent("coins", to: "frames/")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(names.count == 6)
        for name in names {
            Self.expectClearBackground(try DecodedFrame.first(of: folder.appendingPathComponent(name)), name)
        }
    }

    @Test func transparentWebMCarriesAlpha() throws {
        let url = try Self.renderTransparent("coins", to: "overlay.webm")
        let fields = try DecodedFrame.probe(url, entries: "stream=codec_name,pix_fmt:stream_tags=alpha_mode")
        #expect(fields["codec_name"] == "vp9", "\(fields)")
        #expect(fields["TAG:alpha_mode"] == "1" || fields["TAG:ALPHA_MODE"] == "1" || fields["pix_fmt"]?.hasPrefix("yuva") == true,
                "\(fields)")
        let frame = try DecodedFrame.first(of: url, decoder: "libvpx-vp9")
        #expect(frame.width == 160)
        Self.expectClearBackground(frame, "the WebM's first frame")
    }

    @Test func proResMovIsYUVA444WithAlpha() throws {
        let url = try Self.renderTransparent("bots", to: "overlay.mov")
        let fields = try DecodedFrame.probe(url, entries: "stream=codec_name,profile,pix_fmt")
        #expect(fields["codec_name"] == "prores", "\(fields)")
        #expect(fields["pix_fmt"]?.hasPrefix("yuva444p") == true, "\(fields)")
        #expect(try VideoProbe.read(url).frames == 6)
        Self.expectClearBackground(try DecodedFrame.first(of: url), "the MOV's first frame")
    }

    @Test func transparentMP4OrGIFIsAUsageErrorNamingTheFormatsWithAlpha() throws {
        let folder = try TemporaryFolder().url
        for name in ["a.mp4", "a.gif"] {
            let result = try ToolRunner.run(["render", "coins", "--transparent", "-o", folder.appendingPathComponent(name).path])
            #expect(result.status == 2, "\(name): \(result.stderr)")
            #expect(result.stderr.contains(".webm") && result.stderr.contains(".mov") && result.stderr.contains("PNG"), "\(result.stderr)")
        }
        let jpeg = try ToolRunner.run(["still", "coins", "--transparent", "-o", folder.appendingPathComponent("a.jpg").path])
        #expect(jpeg.status == 2 && jpeg.stderr.contains("PNG"), "\(jpeg.stderr)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty)
    }

    /// The MP4 is tagged bt709 and decodes, through that matrix, to the colours of the same
    /// frame written as PNG: on flat, saturated areas (board squares, the accent), where a bt601
    /// or full-range mix-up would be off by 6 to 14 units.
    @Test func mp4ColoursSurviveTheYUVPipe() throws {
        let folder = try TemporaryFolder().url
        let frames = folder.appendingPathComponent("frames"), mp4 = folder.appendingPathComponent("bots.mp4")
        let clip = ["render", "bots", "--playback", "once", "--fps", "10", "--from", "4", "--to", "4.2", "--width", "360"]
        #expect(try ToolRunner.run(clip + ["-o", frames.path + "/"]).status == 0)
        let png = frames.appendingPathComponent("frame-00000.png")
        let result = try ToolRunner.run(clip + ["-o", mp4.path])
        #expect(result.status == 0, "\(result.stderr)")
        let tags = try DecodedFrame.probe(mp4, entries: "stream=color_space,color_primaries,color_transfer,color_range")
        #expect(tags["color_space"] == "bt709" && tags["color_primaries"] == "bt709" && tags["color_range"] == "tv", "\(tags)")
        let still = try DecodedFrame.first(of: png), video = try DecodedFrame.first(of: mp4)
        #expect(video.width == still.width && video.height == still.height + still.height % 2)
        var errors: [Int] = []
        for y in stride(from: 3, to: still.height - 3, by: 2) {
            for x in stride(from: 3, to: still.width - 3, by: 2) {
                let centre = still.pixel(x, y)
                let rgb = centre.prefix(3)
                guard let high = rgb.max(), let low = rgb.min(), high - low >= 40 else { continue }
                let flat = (-3...3).allSatisfy { dy in (-3...3).allSatisfy { dx in still.pixel(x + dx, y + dy) == centre } }
                guard flat else { continue }
                let got = video.pixel(x, y)
                errors.append((0..<3).map { abs(got[$0] - centre[$0]) }.max() ?? 0)
            }
        }
        #expect(errors.count > 50, "only \(errors.count) flat saturated pixels to compare")
        let mean = Double(errors.reduce(0, +)) / Double(max(1, errors.count))
        #expect(mean <= 3, "mean colour error \(mean) over \(errors.count) flat saturated pixels")
    }

    @Test func renderHelpShowsTheNewOutputs() throws {
        let help = try ToolRunner.run(["render", "--help"]).stdout
        for word in [".mov", "ProRes", "--quality", "--transparent", "yuva420p", "render coins --transparent -o overlay.webm"] {
            #expect(help.contains(word), "render --help lacks \(word)")
        }
        let still = try ToolRunner.run(["still", "--help"]).stdout
        for word in ["--quality", "--transparent", "FILE.jpg", "FILE.webp"] {
            #expect(still.contains(word), "still --help lacks \(word)")
        }
    }
}
