import BoardKit

extension BotsScene {
    /// This intro as the kit page draws it (`BotsKitPlan`). `title` names the scene in the
    /// page's menu; `fixed` holds a script's own theme, pieces and avatars (nil: the page's
    /// controls choose).
    package func kitPlan(title: String, fixed: (theme: String?, pieces: String?, avatars: String?) = (nil, nil, nil)) -> BotsKitPlan {
        let header = KitPlanHeader(
            kind: "intro", name: title, duration: duration, still: stillTime, speed: speed,
            fadeIn: [plan.fadeIn.lowerBound, plan.fadeIn.upperBound], fadeOut: [plan.fadeOut.lowerBound, plan.fadeOut.upperBound],
            theme: fixed.theme, pieces: fixed.pieces, mainSpringRole: mainSpring?.role)
        return BotsKitPlan(header: header, members: BotsKitPlan.Members(
            pickAt: plan.pickAt, shift: plan.shift, picked: pickedIndex, orientation: plan.orientation.description,
            coordinates: plan.coordinates, avatars: fixed.avatars, locale: words.locale,
            strings: BotsKitPlan.Strings(headline: words.text(.botsHeadline), title: gameTitle),
            rivals: zip(rivals, cardTexts).map { BotsKitPlan.Rival($0, text: $1) },
            board: BoardPlan(timeline)))
    }
}
