"""The peers of `chess-motion-bench game-gif`: PyPI packages that turn a PGN game into a GIF of
one frame per position, each called in process the way its documentation shows, at or near
720 pixels a side. Prints one line: `median_ms=<float> runs=<int> bytes=<int>`.

Usage: python game_gif_peers.py PEER PGN RUNS   (PEER: gifpgn, chess-gif or pgn2gif)
"""
import os
import statistics
import sys
import tempfile
import time

import chess.pgn


def gifpgn_once(pgn_path: str, out: str) -> None:
    from gifpgn import CreateGifFromPGN

    with open(pgn_path) as file:
        game = chess.pgn.read_game(file)
    maker = CreateGifFromPGN(game)
    maker.board_size = 720
    maker.generate(out)


def chess_gif_once(pgn_path: str, out: str) -> None:
    from chess_gif.gif_maker import GIFMaker

    # 90-pixel squares: a 720-pixel board. It runs gifsicle after writing when installed.
    GIFMaker(side=90, delay=500).make_gif_from_pgn_file(pgn_path, out)


def pgn2gif_once(pgn_path: str, out: str) -> None:
    import cairosvg
    from pgn2gif import handle_gifs

    # pgn2gif 1.0 was written for python-chess 0.2x and CairoSVG 1: it passes `border=False`
    # to cairosvg.svg2png, which CairoSVG 2 refuses, and walks `game.main_line()`, now
    # `mainline_moves()`. Both are bridged here, asking for nothing more (no border; the same
    # moves), so pgn2gif's own work is what is timed.
    if not hasattr(chess.pgn.Game, "main_line"):
        chess.pgn.Game.main_line = chess.pgn.Game.mainline_moves
    if not getattr(cairosvg.svg2png, "_drops_border", False):
        original = cairosvg.svg2png

        def svg2png(*args, border=None, **kwargs):
            return original(*args, **kwargs)

        svg2png._drops_border = True
        handle_gifs.cairosvg.svg2png = svg2png

    with open(pgn_path) as file:
        game = chess.pgn.read_game(file)
    handle_gifs.make_a_gif(game, 0.5, 720, os.path.basename(out), os.path.dirname(out), "brown")


PEERS = {"gifpgn": gifpgn_once, "chess-gif": chess_gif_once, "pgn2gif": pgn2gif_once}


def main() -> None:
    peer, pgn_path, runs = sys.argv[1], sys.argv[2], int(sys.argv[3])
    once = PEERS[peer]
    with tempfile.TemporaryDirectory() as folder:
        out = os.path.join(folder, "game.gif")
        times = []
        for _ in range(runs):
            if os.path.exists(out):
                os.remove(out)
            start = time.perf_counter()
            once(pgn_path, out)
            times.append((time.perf_counter() - start) * 1000)
        size = os.path.getsize(out)
    print(f"median_ms={statistics.median(times):.3f} runs={runs} bytes={size}")


if __name__ == "__main__":
    main()
