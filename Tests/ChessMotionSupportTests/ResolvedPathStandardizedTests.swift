import ChessMotionSupport
import Foundation
import Testing
import TestSupport

/// `ResolvedPath.standardized` stands in for `URL.standardized` on every batch output (a
/// manifest may hold 100,000), so it must agree with Foundation on every spelling a manifest
/// can produce: `.`, `..`, `...`, trailing slashes, dotted names; doubled slashes it reads as the
/// file system does.
@Suite("ResolvedPath.standardized")
struct ResolvedPathStandardizedTests {
    @Test("agrees with URL.standardized on 5,000 paths built from awkward components")
    func agreesWithFoundation() {
        let parts = ["a", "out", ".", "..", "...", "", ".hidden", "x.png", "..y", "y..", "b c", "é"]
        var generator = SeededGenerator(seed: 34)
        for _ in 0..<5_000 {
            let count = Int.random(in: 1...7, using: &generator)
            let path = "/" + (0..<count).map { _ in parts.randomElement(using: &generator)! }.joined(separator: "/")
            // Foundation keeps a doubled slash and lets `..` remove the empty name inside it
            // (`/a//..` is `/a` to it, `/` to the file system): it is asked with single ones.
            var single = path
            while single.contains("//") { single = single.replacingOccurrences(of: "//", with: "/") }
            let expected = URL(fileURLWithPath: single).standardized.path
            #expect(ResolvedPath.standardized(path) == expected, "\(path)")
        }
    }

    @Test("doubled slashes are one, as the file system reads them")
    func doubledSlashes() {
        #expect(ResolvedPath.standardized("/a//b") == "/a/b")
        #expect(ResolvedPath.standardized("/a//..") == "/")
        #expect(ResolvedPath.standardized("///out//x.png") == "/out/x.png")
    }

    @Test("a path already standard comes back as it is")
    func standardPathsUnchanged() {
        for path in ["/", "/tmp/out/a.png", "/a/.hidden/...", "/a/b..c/d"] {
            #expect(ResolvedPath.standardized(path) == path)
        }
    }
}
