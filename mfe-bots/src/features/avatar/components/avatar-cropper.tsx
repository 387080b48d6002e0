import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import Cropper, { type Area } from 'react-easy-crop';

/** A square crop of `src`; reports the chosen area in the image's own pixels. */
export function AvatarCropper({ src, onArea }: { src: string; onArea: (area: Area) => void }) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  return (
    <>
      <Box sx={{ position: 'relative', height: 280, bgcolor: 'grey.900', borderRadius: 1 }}>
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_area, pixels) => onArea(pixels)}
        />
      </Box>
      <Typography id="avatar-zoom-label" variant="body2" sx={{ mt: 2 }}>
        Zoom
      </Typography>
      <Slider
        value={zoom}
        min={1}
        max={3}
        step={0.05}
        aria-labelledby="avatar-zoom-label"
        onChange={(_event, value) => setZoom(value)}
      />
    </>
  );
}
