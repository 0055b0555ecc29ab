import ChessMotion
import ChessMotionTool
import ChessMotionSupport
import FoundationEssentials
import HTTPServer
import MotionExport

/// The studio's routes under `/studio` (Docs/Studio.md), and the guard a local studio puts in
/// front of every route: a page elsewhere on the web cannot validate, render or save through
/// it. Renders are the service's own routes, queued and capped as for any client; the studio's
/// routes only check text, resolve kit pages and save the one file.
extension RenderService {
    /// Answers `request` if it is the studio's, or refuses it if the studio's guard does; false
    /// when the service's routes should answer it.
    func handleStudio(_ request: HTTPRequest, _ responder: HTTPResponder) -> Bool {
        if let reason = studio.refusal(of: request) {
            responder.respond(Self.studioAnswer(.refused(reason)))
            return true
        }
        guard request.path == "/studio" || request.path.hasPrefix("/studio/") else { return false }
        do {
            try studioRoute(request, responder)
        } catch let error as StudioError {
            responder.respond(Self.studioAnswer(error))
        } catch let error as ServiceError {
            responder.respond(Self.answer(error))
        } catch {
            responder.respond(Self.studioAnswer(.badRequest("\(error)")))
        }
        return true
    }

    private func studioRoute(_ request: HTTPRequest, _ responder: HTTPResponder) throws {
        let route = (request.method, request.path)
        switch route {
        case ("GET", "/studio"), ("HEAD", "/studio"):
            responder.respond(HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", data: try studioPage(), headers: Self.private))
        case ("POST", "/studio/check"):
            let text = try studioText(request)
            queued(responder) { [self] in
                let document = text.validation(assets: installed.sceneAssetNames)
                return HTTPResponse(status: 200, contentType: "application/json", data: Data(try document.json().utf8), headers: Self.private)
            }
        case ("POST", "/studio/plan"):
            let text = try studioText(request)
            let overrides = try studioOverrides(request)
            queued(responder) { [self] in
                let (html, scene) = try text.kitPage(settings: try settings(overrides), overrides: overrides,
                                                     scratch: configuration.scratchFolder)
                let number = studio.keep(html)
                return try Self.studioJSON(StudioPlanAnswer(page: "/studio/kit/\(number)", scene: scene))
            }
        case ("POST", "/studio/save"):
            // The file is the one the studio was started with; a request names none.
            if let named = request.query.first(where: { $0.name != "token" }) {
                throw StudioError.badRequest("parameter '\(named.name)': a save writes only the file the studio was started with")
            }
            let version = try studio.save(request.body, seen: request.header(StudioSession.versionHeader))
            responder.respond(try Self.studioJSON(StudioSaveAnswer(version: version)))
        case ("POST", "/studio/export.json"), ("POST", "/studio/export.lottie"):
            let text = try studioText(request)
            let archive = request.path.hasSuffix(".lottie")
            let query = try QueryParameters(request.query.filter { $0.name != "kind" },
                                            allowed: text.kind == .game ? LottieRequest.gameNames : LottieRequest.names)
            queued(responder) { [self] in
                let subject: RenderSubject = switch text.kind {
                case .script: ServiceRender.script(text.text, stem: text.stem)
                case .game: ServiceRender.game(text.text, stem: text.stem)
                }
                let data = try LottieRequest.lottie(subject, query, archive: archive, configuration: configuration, settings: settings) ?? Data()
                return HTTPResponse(status: 200, contentType: LottieRequest.contentType(archive: archive), data: data,
                                    headers: Self.private)
            }
        case ("GET", let path) where path.hasPrefix("/studio/kit/"):
            guard let number = Int(path.dropFirst("/studio/kit/".count)), let html = studio.page(number) else { throw StudioError.notFound(path) }
            responder.respond(HTTPResponse(status: 200, contentType: "text/html; charset=utf-8", data: html, headers: Self.private))
        default:
            throw StudioError.notFound("\(request.method) \(request.path)")
        }
    }

    /// The editor's text of a POST, named after the studio's file and of the kind its
    /// extension says (or the text's first characters, without a file).
    private func studioText(_ request: HTTPRequest) throws(StudioError) -> StudioText {
        guard let text = String(data: request.body, encoding: .utf8) else { throw .notText }
        let stem = studio.file.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "untitled"
        let kind = request.query.first { $0.name == "kind" }.flatMap { StudioText.Kind(rawValue: $0.value) }
        return StudioText(text, stem: stem, kind: kind ?? studio.file.flatMap(StudioText.kind(ofPath:)))
    }

    /// The plan's locale: the one setting the tool resolves into the plan (captions, a bot's
    /// words); the page's own controls choose the rest.
    private func studioOverrides(_ request: HTTPRequest) throws(StudioError) -> SceneOverrides {
        var overrides = SceneOverrides()
        for parameter in request.query where parameter.name != "kind" {
            guard parameter.name == "locale" else { throw .badRequest("parameter '\(parameter.name)': unknown; the plan takes locale and kind") }
            overrides.locale = parameter.value.isEmpty ? nil : parameter.value
        }
        return overrides
    }

    /// Runs `work` on the render queue (a kit page takes a worker like a render), answering 503
    /// when the queue is full as every route does.
    private func queued(_ responder: HTTPResponder, _ work: @escaping @Sendable () throws -> HTTPResponse) {
        let accepted = queue.submit {
            let response: HTTPResponse
            do { response = try work() } catch let error as StudioError {
                response = Self.studioAnswer(error)
            } catch let error as ServiceError {
                response = Self.answer(error)
            } catch {
                response = Self.studioAnswer(.badRequest("\(error)"))
            }
            return { responder.respond(response) }
        }
        if !accepted { responder.respond(Self.answer(.busy(retryAfter: 1))) }
    }

    /// `Web/studio.html` with its scripts (the editor component if installed, the editor, the
    /// page) and the studio's facts filled in.
    private func studioPage() throws -> Data {
        let web = KitPage.webFolder
        guard let template = installed.searchPath.file("\(web)/studio.html"), let script = installed.searchPath.file("\(web)/studio.js"),
              let editor = installed.searchPath.file("\(web)/studio-editor.js") else {
            throw StudioError.notFound("\(web)/studio.html (the checkout's Web folder is not on the asset search path)")
        }
        var facts = StudioFacts(token: studio.token, file: studio.file, saves: studio.file != nil, text: nil, version: nil,
                                kind: studio.file.flatMap(StudioText.kind(ofPath:))?.rawValue, keys: ScriptKey.allCases.map(\.rawValue),
                                locales: installed.locales,
                                locale: try settings(SceneOverrides()).settings.locale,
                                stem: studio.file.map { URL(fileURLWithPath: $0).deletingPathExtension().lastPathComponent } ?? "untitled")
        if studio.file != nil {
            let (text, version) = try studio.read()
            facts.text = text
            facts.version = version
        }
        let json = try JSONWriter.text(facts).replacingEvery("<", with: "\\u003c")
        let page = try String(contentsOf: template, encoding: .utf8)
            .replacingEvery(Self.studioFactsMarker, with: "<script type=\"application/json\" id=\"studio-facts\">\(json)</script>")
            .replacingEvery(Self.studioScriptMarker, with: StudioEditorLibrary.elements()
                + "\n<script>\n\(try String(contentsOf: editor, encoding: .utf8))</script>"
                + "\n<script>\n\(try String(contentsOf: script, encoding: .utf8))</script>")
        return Data(page.utf8)
    }

    static let studioFactsMarker = "<!-- chess-motion studio: facts -->"
    static let studioScriptMarker = "<!-- chess-motion studio: script -->"
    /// The studio's answers are for this page alone.
    static let `private`: [(name: String, value: String)] = [("Cache-Control", "no-store")]

    static func studioJSON(_ value: some Encodable) throws -> HTTPResponse {
        HTTPResponse(status: 200, contentType: "application/json", data: Data((try JSONWriter.text(value)).utf8), headers: Self.private)
    }

    static func studioAnswer(_ error: StudioError) -> HTTPResponse {
        let answer = StudioErrorAnswer(error: error.message, disk: nil, version: nil)
        var body = answer
        if case let .changedOnDisk(text, version) = error {
            body.disk = text
            body.version = version
        }
        let text = (try? JSONWriter.text(body)) ?? "{\"error\":\"studio\"}"
        return HTTPResponse(status: error.status, contentType: "application/json", data: Data(text.utf8), headers: Self.private)
    }
}

/// What the page is started with, in its `studio-facts` block.
struct StudioFacts: Encodable {
    var token: String?
    var file: String?
    var saves: Bool
    var text: String?
    var version: String?
    var kind: String?
    /// The script format's keys (`ScriptKey`), which the editor colours.
    var keys: [String]
    var locales: [String]
    var locale: String
    var stem: String
}

struct StudioPlanAnswer: Encodable {
    var page: String
    var scene: String
}

struct StudioSaveAnswer: Encodable {
    var version: String
}

struct StudioErrorAnswer: Encodable {
    var error: String
    var disk: String?
    var version: String?
}
