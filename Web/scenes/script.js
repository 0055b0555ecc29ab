// A scene script made drawable from what the tool resolved it to (`chess-motion kit FILE`,
// ChessMotion's KitScriptPlan): the board's plan, the captions and the fades, as
// Sources/SceneScripts/ScriptedScene.swift draws them. The script itself is never parsed here
// and no move is checked here: ChessCore did that once, when the plan was written.
import { M, P, TextStyle } from "../motion.js";
import { playBoard, readBoardPlan, BoardMotion, PLAN_VERSION } from "../board.js";

/** The whole scene's opacity at t (SceneScript.opacity): the fade-in times the fade-out. */
export function opacity(plan, t) {
  const [inStart, inEnd] = plan.fadeIn, [outStart, outEnd] = plan.fadeOut;
  const fadingIn = inEnd - inStart > 0 ? M.smooth(inStart, inEnd, t) : (t >= inStart ? 1 : 0);
  const fadingOut = outEnd - outStart > 0 ? M.smooth(outStart, outEnd, t) : (t >= outStart ? 1 : 0);
  return fadingIn * (1 - fadingOut);
}

/** Registers the script's scene under `name` from its exported plan (JSON). */
export function defineScript(name, json) {
  if (json?.version !== PLAN_VERSION || json.kind !== "script") throw new Error(`${name}: not a script plan (version ${PLAN_VERSION})`);
  const board = readBoardPlan(json.board.plan);
  const plan = { ...json, board: { ...json.board, plan: board } };
  const k = Object.freeze({
    boardFrequency: json.board.motion.frequency,
    boardDamping: json.board.motion.damping,
    lastMoveAt: board.steps.length ? board.steps[board.steps.length - 1].instant : 0,
  });
  return M.define(name, {
    dur: json.duration,
    still: json.still,
    speed: json.speed,
    title: json.name,
    k,
    // ScriptedScene+MainSpring.swift: the last move, on the board's one spring.
    main: board.steps.length ? { w: "boardFrequency", damping: "boardDamping", start: "lastMoveAt", role: json.mainSpringRole } : null,
    needs: ["theme", "pieces"],
    fixed: { theme: json.theme, pieces: json.pieces },
    plan,
    boardPlan: board,
    draw(canvas, t, env) {
      const c = canvas.copy();
      c.fade(opacity(plan, t));
      const motion = BoardMotion.of(board, env.k.boardFrequency, env.k.boardDamping);
      playBoard(c, t, { origin: P(...plan.board.origin), side: plan.board.side, plan: board, theme: env.assets.theme,
        pieces: env.assets.pieces, orientation: plan.board.orientation, coordinates: plan.board.coordinates, motion });
      for (const caption of plan.captions) drawCaption(caption, c, t);
    },
  });
}

function drawCaption(caption, canvas, t) {
  const fade = caption.fade;
  const shown = fade > 0
    ? M.smooth(caption.start, caption.start + fade, t) * (1 - M.smooth(caption.end - fade, caption.end, t))
    : (t >= caption.start && t <= caption.end ? 1 : 0);
  if (!(shown > 0)) return;
  const c = canvas.copy();
  c.fade(shown);
  c.text(caption.text, P(caption.x, caption.y), TextStyle.make(caption.size, 600), c.palette.text);
}
