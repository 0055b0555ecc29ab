import Foundation
import TestSupport
import Testing

/// The guides (README.md and Docs/*.md) are read, not waded through: a run of prose longer than
/// eight lines is a wall a reader skims past, so it becomes a list or a table; and the guides
/// describe the tool, not how it was built, so no text names an issue of ours.
@Suite("The guides: no paragraph over eight lines, no issue named")
struct GuideParagraphTests {
    static let longestParagraph = 8

    /// A paragraph: consecutive lines of plain prose, by the line it starts on (1-based) and its
    /// length. Not prose: fenced code, indented code (four spaces after a blank line), headings,
    /// list items and the lines that continue them, table rows, quotes and HTML.
    static func paragraphs(in text: String) -> [(line: Int, count: Int)] {
        var paragraphs: [(line: Int, count: Int)] = []
        var fenced = false, afterBlank = true
        var block: (line: Int, count: Int, prose: Bool)?
        func end() {
            if let current = block, current.prose { paragraphs.append((current.line, current.count)) }
            block = nil
        }
        for (index, raw) in text.components(separatedBy: "\n").enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            defer { afterBlank = line.isEmpty }
            if line.hasPrefix("```") || line.hasPrefix("~~~") {
                end()
                fenced.toggle()
                continue
            }
            if fenced || line.isEmpty { end(); continue }
            let indent = raw.prefix { $0 == " " || $0 == "\t" }
            let code = afterBlank && (indent.contains("\t") || indent.count >= 4) && block == nil
            let opensBlock = code || line.hasPrefix("#") || line.hasPrefix("|") || line.hasPrefix(">")
                || line.hasPrefix("<") || line.prefixMatch(of: /(?:[-*+]|\d+[.)])\s/) != nil
            if opensBlock {
                end()
                // A heading is one line; the rest run on until a blank line.
                if !line.hasPrefix("#") { block = (index + 1, 1, false) }
            } else if let current = block {
                block = (current.line, current.count + 1, current.prose)
            } else {
                block = (index + 1, 1, true)
            }
        }
        end()
        return paragraphs
    }

    /// Places in `text` that name an issue: `#` and a number (as GitHub links them; a `"#333"`
    /// colour is quoted, so not one), or the word "issue". Inline code and link targets are left
    /// out, so a URL to another project's tracker is no hit.
    static func issueMentions(in text: String) -> [(line: Int, text: String)] {
        var hits: [(line: Int, text: String)] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            let words = line.replacing(/`[^`]*`/, with: "").replacing(/\]\([^)]*\)/, with: "]")
            let number = words.contains(/(?:^|[\s(\[])#\d+(?!\w)/)
            // Letters spelled out around the word: a Unicode word boundary takes "issue's" as one word.
            let word = words.contains(/(?:^|[^A-Za-z])issues?(?:[^A-Za-z]|$)/.ignoresCase())
            if number || word {
                hits.append((index + 1, line))
            }
        }
        return hits
    }

    @Test func theScansSeeWhatTheyLookFor() {
        let wall = Array(repeating: "prose", count: 9).joined(separator: "\n")
        let text = "# Title\n\n" + wall + "\n\n- **Item.** one\n  two\n  three\n\n```sh\n" + wall + "\n```\n\nshort\n"
        #expect(Self.paragraphs(in: text).map(\.line) == [3, 29])
        #expect(Self.paragraphs(in: text).map(\.count) == [9, 1])
        #expect(Self.paragraphs(in: "Intro:\n\n    code\n    code\n").map(\.count) == [1])
        let mentions = ["Fixed in #45.", "As the issue says.", "`#12` and \"#333\" and [bug](https://x/issues/9).",
                        "The Issue's target.", "Tissues."].joined(separator: "\n")
        #expect(Self.issueMentions(in: mentions).map(\.line) == [1, 2, 4])
    }

    @Test func everyGuideKeepsItsParagraphsShortAndNamesNoIssue() throws {
        let guides = try DocumentedCommand.documents()
        #expect(guides.contains("README.md") && guides.contains("Docs/Export.md"), "the guides were found: \(guides)")
        for guide in guides {
            let text = try Fixtures.text(guide)
            for paragraph in Self.paragraphs(in: text) where paragraph.count > Self.longestParagraph {
                Issue.record("\(guide):\(paragraph.line): a paragraph of \(paragraph.count) lines; make it a list or a table")
            }
            for mention in Self.issueMentions(in: text) {
                Issue.record("\(guide):\(mention.line): names an issue: \(mention.text)")
            }
        }
    }
}
