import ChessMotionSupport
import FoundationEssentials
import MotionKit

/// A dotLottie file: the animation, a manifest naming it, and a theme for each scheme that sets
/// every colour slot, so an app switches light and dark without a second file.
package enum DotLottie {
    package static func archive(_ animation: LottieAnimation, id: String) throws(LottieExportError) -> Data {
        let manifest = JSONObject([
            "version": .string("2"), "generator": .string("chess-motion"),
            "animations": .array([.object(JSONObject(["id": .string(id)]))]),
            "themes": .array(ColorScheme.allCases.map { .object(JSONObject(["id": .string($0.rawValue)])) }),
        ])
        var zip = ZipArchive()
        do {
            try zip.add(path: "manifest.json", contents: Data(LottieJSON.compactText(.object(manifest)).utf8))
            try zip.add(path: "animations/\(id).json", contents: animation.json)
            for scheme in ColorScheme.allCases {
                try zip.add(path: "themes/\(scheme.rawValue).json", contents: Data(LottieJSON.compactText(theme(animation.slots, scheme)).utf8))
            }
        } catch {
            throw .unplayable(reason: "the dotLottie archive could not be written (\(error))")
        }
        return zip.data
    }

    /// A dotLottie theme: one rule per slot, its colour in `scheme`.
    static func theme(_ slots: [ColorSlot], _ scheme: ColorScheme) -> JSONValue {
        .object(JSONObject(["rules": .array(slots.map { slot in
            .object(JSONObject(["id": .string(slot.name), "type": .string("Color"), "value": LottieJSON.color(slot.color(for: scheme))]))
        })]))
    }
}
