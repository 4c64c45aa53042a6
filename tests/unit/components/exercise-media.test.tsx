import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExerciseDemo } from '@/components/ui/ExerciseDemo';
import { ExerciseThumb } from '@/components/ui/ExerciseThumb';
import { exercisePicture } from '@/lib/exercise-media';

// Exercise media (issue 33): pictures load lazily in boxes of a fixed size, and the initials avatar
// is the fallback, for an exercise without a picture and for a picture that fails to load. No
// picture is fetched here: jsdom loads no images, and the tests fire the error themselves.

const START = 'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/Goblet_Squat/0.jpg';
const END = 'https://raw.githubusercontent.com/yuhonas/free-exercise-db/main/exercises/Goblet_Squat/1.jpg';

describe('ExerciseThumb', () => {
  it('shows the picture lazily, sized, in a fixed square', () => {
    const { container } = render(<ExerciseThumb name="Goblet Squat" url={START} />);
    const img = container.querySelector('img')!;
    expect(img).toHaveAttribute('src', START);
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('width');
    expect(img).toHaveAttribute('height');
    expect(screen.getByTestId('exercise-thumb')).toHaveClass('size-11');
  });

  it('falls back to the initials when the picture fails to load', () => {
    const { container } = render(<ExerciseThumb name="Goblet Squat" url={START} />);
    fireEvent.error(container.querySelector('img')!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('exercise-thumb')).toHaveTextContent('GS');
  });

  it('tries a new picture after an earlier one failed', () => {
    const { container, rerender } = render(<ExerciseThumb name="Goblet Squat" url={START} />);
    fireEvent.error(container.querySelector('img')!);
    rerender(<ExerciseThumb name="Goblet Squat" url={END} />);
    expect(container.querySelector('img')).toHaveAttribute('src', END);
  });

  it('shows the initials for a reference the database would refuse', () => {
    const { container } = render(<ExerciseThumb name="Goblet Squat" url="javascript:alert(1)" />);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByTestId('exercise-thumb')).toHaveTextContent('GS');
  });
});

describe('exercisePicture', () => {
  it('is the thumbnail, else the first demo image, else none', () => {
    expect(exercisePicture('https://cdn.example/t.png', [START])).toBe('https://cdn.example/t.png');
    expect(exercisePicture(null, [START, END])).toBe(START);
    expect(exercisePicture(null, ['data:image/png;base64,AA', END])).toBe(END);
    expect(exercisePicture(undefined, undefined)).toBeNull();
    expect(exercisePicture(null, [])).toBeNull();
  });
});

describe('ExerciseDemo', () => {
  it('shows the start and end positions lazily, in boxes of fixed proportions', () => {
    render(<ExerciseDemo name="Goblet Squat" images={[START, END]} />);
    const start = screen.getByRole('img', { name: 'Goblet Squat: start' });
    const end = screen.getByRole('img', { name: 'Goblet Squat: end' });
    for (const img of [start, end]) {
      expect(img).toHaveAttribute('loading', 'lazy');
      expect(img).toHaveAttribute('width', '400');
      expect(img).toHaveAttribute('height', '300');
      expect(img.parentElement).toHaveClass('aspect-[4/3]');
    }
    expect(start).toHaveAttribute('src', START);
    expect(screen.getByText('Start')).toBeInTheDocument();
    expect(screen.getByText('End')).toBeInTheDocument();
  });

  it('puts the initials in the same box when an image fails to load', () => {
    render(<ExerciseDemo name="Goblet Squat" images={[START, END]} />);
    fireEvent.error(screen.getByRole('img', { name: 'Goblet Squat: start' }));
    const fallback = screen.getByRole('img', { name: 'Goblet Squat: start (image unavailable)' });
    expect(fallback).toHaveTextContent('GS');
    expect(fallback.parentElement).toHaveClass('aspect-[4/3]');
    expect(screen.getByRole('img', { name: 'Goblet Squat: end' })).toHaveAttribute('src', END);
  });

  it('turns an upload path into the bucket address, and shows nothing for no usable image', () => {
    const { container, rerender } = render(
      <ExerciseDemo name="Row" images={['00000000-0000-4000-8000-000000000002/a.webp']} />,
    );
    expect(screen.getByRole('img', { name: 'Row: demonstration' })).toHaveAttribute(
      'src',
      expect.stringMatching(
        /\/storage\/v1\/object\/public\/exercise-media\/00000000-0000-4000-8000-000000000002\/a\.webp$/,
      ),
    );
    rerender(<ExerciseDemo name="Row" images={['javascript:alert(1)']} />);
    expect(container).toBeEmptyDOMElement();
  });
});
