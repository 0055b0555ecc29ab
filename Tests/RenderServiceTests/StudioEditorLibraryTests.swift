import Foundation
@testable import RenderService
import TestSupport
import Testing

/// The studio's editor component is read from where Debian's libjs-codemirror installs it and
/// inlined into the page; without it the page gets nothing and keeps its own text area
/// (StudioTests drives both editors in Chromium).
@Suite("Studio: the editor component, inlined when installed")
struct StudioEditorLibraryTests {
    static func library(script: String, style: String) throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        let lib = folder.appendingPathComponent("lib", isDirectory: true)
        try FileManager.default.createDirectory(at: lib, withIntermediateDirectories: true)
        try script.write(to: folder.appendingPathComponent(StudioEditorLibrary.script), atomically: true, encoding: .utf8)
        try style.write(to: folder.appendingPathComponent(StudioEditorLibrary.style), atomically: true, encoding: .utf8)
        return folder
    }

    @Test func anInstalledLibraryIsInlinedAsItsStyleAndScript() throws {
        let folder = try Self.library(script: "window.CodeMirror = function () {};\n", style: ".CodeMirror { height: 300px; }\n")
        let elements = StudioEditorLibrary.elements(in: folder.path)
        #expect(elements == "<style>\n.CodeMirror { height: 300px; }\n</style>\n<script>\nwindow.CodeMirror = function () {};\n</script>")
    }

    @Test func aMissingLibraryGivesNothingSoThePageKeepsItsTextArea() throws {
        let folder = try TemporaryFolder()
        #expect(StudioEditorLibrary.elements(in: folder.appendingPathComponent("codemirror").path) == "")
        let half = try Self.library(script: "window.CodeMirror = 1;\n", style: "")
        try FileManager.default.removeItem(at: half.appendingPathComponent(StudioEditorLibrary.style))
        #expect(StudioEditorLibrary.elements(in: half.path) == "", "a script without its style is not used")
    }

    @Test func aLibraryThatWouldCloseItsOwnElementIsNotInlined() throws {
        let folder = try Self.library(script: "const s = '</script><script>alert(1)';\n", style: "")
        #expect(StudioEditorLibrary.elements(in: folder.path) == "")
    }

    @Test func debiansLibraryIsFoundWhereThePackageInstallsIt() throws {
        try #require(FileManager.default.fileExists(atPath: StudioEditorLibrary.folder + "/" + StudioEditorLibrary.script),
                     "libjs-codemirror is not installed: run Scripts/install-dependencies test")
        #expect(StudioEditorLibrary.elements().contains("CodeMirror"))
    }
}
