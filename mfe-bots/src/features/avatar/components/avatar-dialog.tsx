import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApiError } from '@switchboard/shared-data';
import { useToast } from '@switchboard/shared-ui';
import { useEffect, useState } from 'react';
import type { Area } from 'react-easy-crop';
import { useUploadAvatarMutation } from '../api/avatar-api';
import { checkImageFile, MAX_AVATAR_BYTES } from '../lib/check-image-file';
import { cropImage } from '../lib/crop-image';
import { AvatarCropper } from './avatar-cropper';
import { AvatarDropZone } from './avatar-drop-zone';
import { CurrentAvatar } from './current-avatar';

type Phase = 'idle' | 'cropping' | 'uploading';

export interface AvatarDialogProps {
  bot: { id: string; name: string };
  open: boolean;
  onClose: () => void;
}

export function AvatarDialog({ bot, open, onClose }: AvatarDialogProps) {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [area, setArea] = useState<Area | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phase, setPhase] = useState<Phase>('idle');
  // Unknown until the browser reports the first bytes sent.
  const [sent, setSent] = useState<number | null>(null);
  const [upload] = useUploadAvatarMutation();
  const toast = useToast();

  const previewUrl = chosen?.url;
  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const choose = (file: File) => {
    const refusal = checkImageFile(file);
    setProblem(refusal);
    setArea(null);
    setChosen(refusal ? null : { file, url: URL.createObjectURL(file) });
  };

  const save = async () => {
    if (!chosen || !area) return;
    setProblem(null);
    try {
      setPhase('cropping');
      const image = await cropImage(chosen.url, area, chosen.file);
      if (image.size > MAX_AVATAR_BYTES) throw new Error('The cropped image is larger than 2 MB.');
      setPhase('uploading');
      setSent(null);
      await upload({
        botId: bot.id,
        imageBuffer: image.base64,
        fileName: image.fileName,
        mimeType: image.mimeType,
        onProgress: setSent,
      })
        .unwrap()
        .catch((error: ApiError) => {
          throw new Error(error.message);
        });
      toast.success('Avatar uploaded successfully');
      onClose();
    } catch (error) {
      setProblem(error instanceof Error ? error.message : 'Upload failed');
    } finally {
      setPhase('idle');
    }
  };

  const busy = phase !== 'idle';
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth="sm">
      <DialogTitle>Avatar for {bot.name}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <CurrentAvatar botId={bot.id} name={bot.name} />
          {problem ? <Alert severity="error">{problem}</Alert> : null}
          {chosen ? (
            <AvatarCropper src={chosen.url} onArea={setArea} />
          ) : (
            <AvatarDropZone onFile={choose} />
          )}
          {busy ? (
            <div>
              <Typography variant="body2">
                {phase === 'cropping'
                  ? 'Preparing image…'
                  : `Uploading…${sent === null ? '' : ` ${Math.round(sent * 100)}%`}`}
              </Typography>
              <LinearProgress
                aria-label="Upload progress"
                variant={phase === 'uploading' && sent !== null ? 'determinate' : 'indeterminate'}
                value={sent === null ? undefined : sent * 100}
              />
            </div>
          ) : null}
        </Stack>
      </DialogContent>
      <DialogActions>
        {chosen ? (
          <Button onClick={() => setChosen(null)} disabled={busy}>
            Choose another
          </Button>
        ) : null}
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void save()} disabled={!area || busy}>
          Upload
        </Button>
      </DialogActions>
    </Dialog>
  );
}
