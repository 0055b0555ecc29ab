import ChessMotion
import Foundation
import LottieExport
import Testing

/// Layers that move alike share one null layer that carries the motion: each member is parented
/// to a null (never to a drawn layer, whose opacity a nesting player would pass on), the null is
/// fully opaque and draws nothing, and the members still fade by their own opacity.
@Suite struct MotionCarrierTests {
    @Test func membersRideOnOpaqueNullsAndKeepTheirOwnOpacity() throws {
        let (_, animation, _) = try SlotAndArchiveTests.bots()
        let document = try #require(try JSONSerialization.jsonObject(with: animation.json) as? [String: Any])
        let layers = try #require(document["layers"] as? [[String: Any]])
        let byIndex = Dictionary(layers.map { ($0["ind"] as! Int, $0) }, uniquingKeysWith: { a, _ in a })
        #expect(byIndex.count == layers.count, "layer indices are unique")
        let parented = layers.filter { $0["parent"] != nil }
        #expect(parented.count > 40, "the board's squares and pieces and the cards' parts ride on carriers: \(parented.count) parented")
        var fadingMembers = 0
        for layer in parented {
            let parent = try #require(byIndex[layer["parent"] as! Int])
            #expect(parent["ty"] as? Int == 3, "layer \(layer["ind"]!) rides on a null")
            #expect(parent["parent"] == nil)
            #expect(parent["shapes"] == nil && parent["refId"] == nil)
            // Opaque: no opacity written is Lottie's default of 100.
            if let opacity = (parent["ks"] as? [String: Any])?["o"] as? [String: Any] {
                #expect(opacity["a"] as? Int == 0 && (opacity["k"] as? NSNumber)?.doubleValue == 100)
            }
            #expect((layer["ip"] as? NSNumber)?.doubleValue == (parent["ip"] as? NSNumber)?.doubleValue
                    && (layer["op"] as? NSNumber)?.doubleValue == (parent["op"] as? NSNumber)?.doubleValue)
            if let own = (layer["ks"] as? [String: Any])?["o"] as? [String: Any], own["a"] as? Int == 1 { fadingMembers += 1 }
        }
        #expect(fadingMembers > 30, "the board fades in and out by its members' own opacity: \(fadingMembers) fade")
    }
}
