import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONSOLE_SCALES, type ConsoleScale } from '@switchboard/shared-ui';
import { useId } from 'react';

const MARKS = CONSOLE_SCALES.map((scale) => ({ value: scale, label: String(scale) }));

function isScale(value: number): value is ConsoleScale {
  return CONSOLE_SCALES.some((scale) => scale === value);
}

export function ScaleSetting({
  value,
  onChange,
}: {
  value: ConsoleScale;
  onChange: (scale: ConsoleScale) => void;
}) {
  const labelId = useId();
  return (
    <div>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography id={labelId} component="span" color="text.secondary">
          Scale
        </Typography>
        {/* Read-only echo of the slider for sighted users; the slider announces its own value. */}
        <Typography component="span" aria-hidden>
          {value}px
        </Typography>
      </Stack>
      <Slider
        aria-labelledby={labelId}
        value={value}
        min={CONSOLE_SCALES[0]}
        max={CONSOLE_SCALES[CONSOLE_SCALES.length - 1]}
        step={1}
        marks={MARKS}
        getAriaValueText={(scale) => `${scale}px`}
        onChange={(_event, next) => {
          if (typeof next === 'number' && isScale(next)) onChange(next);
        }}
      />
    </div>
  );
}
