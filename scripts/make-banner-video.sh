#!/usr/bin/env bash
# Renders the home and landing-page banner video and its poster from ffmpeg's own generators: drifting brand-coloured
# light over a navy field. Run by hand when the look should change (needs ffmpeg); the outputs are committed.
set -euo pipefail
out="$(dirname "$0")/../public/media"
mkdir -p "$out"
seconds=6
# Forward then backward, so the loop has no seam.
src="gradients=s=960x540:r=24:d=${seconds}:n=3:c0=0x081020:c1=0x0e5f75:c2=0x2a2670:speed=0.02:type=linear,format=yuv420p,split[a][b];[b]reverse[r];[a][r]concat=n=2:v=1:a=0"
ffmpeg -y -loglevel error -f lavfi -i "$src" -vf "noise=alls=6:allf=t,eq=contrast=1.05" \
  -c:v libvpx-vp9 -b:v 0 -crf 42 -row-mt 1 -an "$out/banner.webm"
ffmpeg -y -loglevel error -f lavfi -i "$src" -vf "noise=alls=6:allf=t,eq=contrast=1.05" \
  -c:v libx264 -profile:v main -crf 30 -preset slow -movflags +faststart -an "$out/banner.mp4"
# One frame, from which the posters are made with the banner's shade in their pixels (sharp is a dev dependency).
ffmpeg -y -loglevel error -i "$out/banner.webm" -frames:v 1 -c:v libwebp -quality 80 "$(dirname "$0")/banner-frame.webp"
npx tsx "$(dirname "$0")/make-banner-posters.ts"
ls -l "$out"
