import ChessMotionSupport
import Testing

/// The base folders as the specification places them: the variable when absolute, else the
/// default under an absolute `HOME`, else none.
@Suite("XDG base folders")
struct XDGFolderTests {
    @Test func anAbsoluteVariableWinsARelativeOneFallsBackToHome() {
        #expect(XDGFolder.cache.path(environment: ["XDG_CACHE_HOME": "/c", "HOME": "/h"]) == "/c")
        #expect(XDGFolder.cache.path(environment: ["XDG_CACHE_HOME": "c", "HOME": "/h"]) == "/h/.cache")
        #expect(XDGFolder.data.path(environment: ["HOME": "/h"]) == "/h/.local/share")
        #expect(XDGFolder.config.path(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c"]) == "/h/.config")
        #expect(XDGFolder.config.path(environment: ["HOME": "h"]) == nil)
        #expect(XDGFolder.data.path(environment: [:]) == nil)
    }
}
