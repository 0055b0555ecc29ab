import ChessScenes
import Testing

/// Issue 15, item 10: "needs a intermediate bot".
@Suite("Bots scene messages")
struct BotsSceneErrorTests {
    @Test func theArticleAgreesWithTheLevel() {
        #expect(BotsSceneError.missingLevel(.intermediate, bots: ["pip"]).description.contains("needs an intermediate bot"))
        #expect(BotsSceneError.missingLevel(.beginner, bots: ["pip"]).description.contains("needs a beginner bot"))
    }
}
