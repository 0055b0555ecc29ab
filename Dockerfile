# chess-motion serve in a container: a Swift build stage and a slim runtime stage.
#
#   docker build -t chess-motion .
#   docker run --rm -p 8080:8080 chess-motion
#
# The build stage installs the C libraries with the project's own script, so the image and a
# developer's machine build against the same list. The runtime stage holds only the shared
# libraries the binary links or opens on first use (librsvg, libmicrohttpd: not in its ldd), the
# font the scenes draw with, ffmpeg for video answers, and the data folders the tool reads
# (themes, piece sets, bots, words, scene scripts).
# Deploy/README.md says how the image, the Kubernetes manifests and HAProxy fit together.

FROM swift:6.3-bookworm AS build
WORKDIR /src
COPY Scripts/install-dependencies Scripts/install-dependencies
RUN Scripts/install-dependencies build
COPY . .
# A release build links the Swift runtime in (Package.swift), so the runtime stage needs no toolchain.
RUN swift build -c release --product chess-motion \
    && install -D "$(swift build -c release --show-bin-path)/chess-motion" /out/bin/chess-motion \
    && mkdir -p /out/share/chess-motion \
    && cp -R BoardThemes PieceSets Palettes Bots Strings Scenes SoundSets /out/share/chess-motion/

FROM debian:bookworm-slim
# The runtime halves of the -dev packages in Scripts/install-dependencies' build list, plus
# libmicrohttpd (the serve command's HTTP library, opened when it starts), libx264 (an MP4's
# encoder, opened on the first MP4), ffmpeg and the scenes' typeface.
RUN apt-get update \
    && apt-get install -y --no-install-recommends \
        libcairo2 librsvg2-2 libpango-1.0-0 libpangocairo-1.0-0 libdeflate0 libjpeg62-turbo libwebp7 \
        libmicrohttpd12 libx264-164 fonts-dejavu-core ffmpeg ca-certificates \
    && rm -rf /var/lib/apt/lists/*
# An installed copy finds its data in PREFIX/share/chess-motion beside PREFIX/bin.
COPY --from=build /out/ /usr/local/
RUN useradd --system --uid 10001 --no-create-home --home-dir /nonexistent --shell /usr/sbin/nologin chess-motion
USER 10001:10001
# Renders write their temporary files here; it is the container's own, gone with it.
ENV TMPDIR=/tmp
EXPOSE 8080
# SIGTERM drains: in-flight requests finish within the grace period, then the process exits 0.
STOPSIGNAL SIGTERM
ENTRYPOINT ["/usr/local/bin/chess-motion"]
CMD ["serve", "--host", "0.0.0.0", "--port", "8080"]
