import { SNAPSHOT_SECONDS, sittingApi } from '@cloud-exam/contract/sitting/sitting';
import { useEffect } from 'react';
import { upload } from './api';

const WIDTH = 320;
const HEIGHT = 240;

/**
 * While `on` (the exam uses the camera, the candidate is answering and not paused): a picture from the camera every
 * SNAPSHOT_SECONDS, sent to the server for the invigilators. A snapshot that cannot be taken or sent is skipped: the
 * next one comes anyway, and the exam goes on.
 */
export function useSnapshots(on: boolean, token: string) {
  useEffect(() => {
    if (!on || !navigator.mediaDevices) return;
    let stream: MediaStream | undefined;
    let stopped = false;
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    const take = async () => {
      if (!stream || video.readyState < 2) return;
      const canvas = document.createElement('canvas');
      canvas.width = WIDTH;
      canvas.height = HEIGHT;
      canvas.getContext('2d')?.drawImage(video, 0, 0, WIDTH, HEIGHT);
      const picture = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', 0.7));
      if (picture) await upload(sittingApi.snapshot, picture, 'camera.jpg', token).catch(() => undefined);
    };
    navigator.mediaDevices.getUserMedia({ video: { width: WIDTH, height: HEIGHT }, audio: false }).then(
      async (s) => {
        if (stopped) return s.getTracks().forEach((track) => track.stop());
        stream = s;
        video.srcObject = s;
        await video.play().catch(() => undefined);
        await take();
      },
      () => undefined,
    );
    const timer = setInterval(() => void take(), SNAPSHOT_SECONDS * 1000);
    return () => {
      stopped = true;
      clearInterval(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };
  }, [on, token]);
}
