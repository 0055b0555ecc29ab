import Foundation
import TestSupport
import Testing

/// The package's public face is chosen, not grown: two library products, every public type
/// listed in Docs/API.md under its module, and no plumbing public. Read from the sources, so a
/// `public` added in passing fails here until it is listed (or made `package`).
@Suite("The public face: two products, every public type listed, no plumbing public")
struct PublicFaceTests {
    /// Top-level `public` type declarations (after any attributes), by module.
    static func publicTypes() throws -> [String: Set<String>] {
        let declaration = /^(?:@[\w.]+(?:\([^)]*\))?\s+)*public (?:final )?(?:struct|enum|class|protocol|actor|typealias) (\w+)/
        var types: [String: Set<String>] = [:]
        let sources = Fixtures.url("Sources")
        for module in try FileManager.default.contentsOfDirectory(atPath: sources.path) {
            let folder = sources.appendingPathComponent(module)
            guard let files = FileManager.default.enumerator(atPath: folder.path) else { continue }
            for case let file as String in files where file.hasSuffix(".swift") {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                    if let match = line.prefixMatch(of: declaration) { types[module, default: []].insert(String(match.1)) }
                }
            }
        }
        return types
    }

    /// Docs/API.md's types: a `## Module` heading, then rows that start with the type's name.
    static func listedTypes() throws -> [String: Set<String>] {
        var listed: [String: Set<String>] = [:]
        var module: String?
        for line in try Fixtures.text("Docs/API.md").split(separator: "\n") {
            if line.hasPrefix("## ") { module = String(line.dropFirst(3)) }
            if let module, let match = line.prefixMatch(of: /\| `(\w+)` \|/) { listed[module, default: []].insert(String(match.1)) }
        }
        return listed
    }

    @Test func everyPublicTypeIsListedUnderItsModuleAndNothingElse() throws {
        let declared = try Self.publicTypes(), listed = try Self.listedTypes()
        // The scan sees the sources: ChessCore alone has dozens of public types.
        #expect(declared["ChessCore", default: []].count > 40 && declared["ChessMotion"]?.contains("PreparedScene") == true)
        for module in Set(declared.keys).union(listed.keys).sorted() {
            let missing = declared[module, default: []].subtracting(listed[module, default: []])
            let stale = listed[module, default: []].subtracting(declared[module, default: []])
            #expect(missing.isEmpty, "\(module): public but not in Docs/API.md: \(missing.sorted())")
            #expect(stale.isEmpty, "\(module): in Docs/API.md but not public: \(stale.sorted())")
        }
    }

    /// Plumbing a caller must never depend on: files, processes, servers, codecs, estimates.
    @Test(arguments: ["PartialOutput", "WorkerPriority", "FFmpeg", "LocalPageServer", "PerftEstimate", "PNGEncoder",
                      "GIFFrameCoder", "GIFPalette", "ClipExporter", "VideoEncoder", "KitPage", "BatchRunner", "ChessMotionTool"])
    func plumbingIsNotPublic(name: String) throws {
        let owners = try Self.publicTypes().filter { $0.value.contains(name) }.map(\.key)
        #expect(owners.isEmpty, "\(name) is public in \(owners)")
    }

    /// `import ChessMotion` brings no plumbing: the library's target depends on no HTTP server
    /// and none of the tool's modules, and declares none of the plumbing's types, even as
    /// `package`. (Scripts/run-library-example checks the same of a program built on it.)
    @Test func theLibraryModuleHoldsNoPlumbing() throws {
        let manifest = try Fixtures.text("Package.swift")
        let target = try #require(manifest.firstMatch(of: /name: "ChessMotion",\s*dependencies: \[([^\]]*)\]/))
        let dependencies = target.1.matches(of: /"(\w+)"/).map { String($0.1) }
        #expect(dependencies.contains("MotionKit"), "the manifest was read: \(dependencies)")
        for module in ["HTTPServer", "CMicroHTTPD", "RenderService", "ChessMotionTool", "ChessMotionCLI"] {
            #expect(!dependencies.contains(module), "ChessMotion depends on \(module)")
        }
        let declared = try Self.declaredTypes(in: "ChessMotion")
        #expect(declared.contains("PreparedScene"), "the sources were read")
        let plumbing = declared.filter { $0.hasPrefix("Batch") || $0.hasPrefix("Kit") || $0.hasPrefix("Perft") }
            .union(declared.intersection(["LocalPageServer", "ValidationDocument", "ScriptKitPlan"]))
        #expect(plumbing.isEmpty, "plumbing declared in ChessMotion: \(plumbing.sorted())")
    }

    /// Every type declared at the top level of a module's sources, whatever its access.
    static func declaredTypes(in module: String) throws -> Set<String> {
        let declaration = /^(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal) )?(?:final )?(?:struct|enum|class|protocol|actor|typealias) (\w+)/
        let folder = Fixtures.url("Sources/\(module)")
        var types: Set<String> = []
        for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                if let match = line.prefixMatch(of: declaration) { types.insert(String(match.1)) }
            }
        }
        return types
    }

    @Test func decodingAPNGIsNotPublic() throws {
        let sources = Fixtures.url("Sources/MotionKit")
        for file in try FileManager.default.contentsOfDirectory(atPath: sources.path) where file.hasSuffix(".swift") {
            let text = try String(contentsOf: sources.appendingPathComponent(file), encoding: .utf8)
            #expect(!text.contains("public static func decodePNG"), "\(file)")
        }
    }

    @Test func thePackageHasTwoLibraryProductsAndTheTool() throws {
        let manifest = try Fixtures.text("Package.swift")
        let libraries = manifest.matches(of: /\.library\(name: "(\w+)"/).map { String($0.1) }
        let executables = manifest.matches(of: /\.executable\(name: "([\w-]+)"/).map { String($0.1) }
        #expect(libraries == ["ChessMotion", "ChessCore"])
        #expect(executables == ["chess-motion"])
    }
}
