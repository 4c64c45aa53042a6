import { describe, expect, it } from 'vitest';
import {
  answerText,
  buildQuestions,
  cleanAnswers,
  parseQuestions,
  questionsProblem,
  STANDARD_QUESTIONS,
} from '@/features/check-ins/lib/questions';

describe('a coach’s form', () => {
  it('asks the ticked standard questions in their order, then the coach’s own (blank ones dropped)', () => {
    const questions = buildQuestions(new Set(['text', 'energy']), ['  Protein every day? ', '', 'Steps?']);
    expect(questions).toEqual([
      { id: 'energy', kind: 'energy', label: 'Energy' },
      { id: 'text', kind: 'text', label: 'How did your week go?' },
      { id: 'custom-1', kind: 'custom', label: 'Protein every day?' },
      { id: 'custom-2', kind: 'custom', label: 'Steps?' },
    ]);
  });

  it('needs one to twenty questions of at most 200 characters', () => {
    expect(questionsProblem([])).toBe('Choose at least one question.');
    expect(
      questionsProblem(
        buildQuestions(
          new Set(),
          Array.from({ length: 21 }, () => 'x'),
        ),
      ),
    ).toMatch(/at most 20/);
    expect(questionsProblem(buildQuestions(new Set(), ['x'.repeat(201)]))).toMatch(/200 characters/);
    expect(questionsProblem(STANDARD_QUESTIONS)).toBeNull();
  });

  it('reads stored questions, and nothing from a shape it does not understand', () => {
    expect(parseQuestions(STANDARD_QUESTIONS)).toEqual(STANDARD_QUESTIONS);
    expect(parseQuestions([{ id: 'a', kind: 'mood', label: 'Mood' }])).toEqual([]);
    expect(parseQuestions(null)).toEqual([]);
  });
});

describe('a client’s answers', () => {
  it('sends whole 1-5 scores and trimmed text, leaving out what was skipped', () => {
    const questions = buildQuestions(new Set(['energy', 'sleep', 'stress', 'photo', 'text']), ['Protein?']);
    expect(
      cleanAnswers(questions, { energy: 4, sleep: 7, stress: 2.5, photo: 'x', text: '  Good  ', 'custom-1': '   ' }),
    ).toEqual({ energy: 4, text: 'Good' });
  });

  it('reads back as words: n/5, the text, the photo or its absence', () => {
    const [energy, , , photo, text] = STANDARD_QUESTIONS;
    expect(answerText(energy!, { energy: 3 }, null)).toBe('3/5');
    expect(answerText(text!, { text: 'Tired\nbut fine' }, null)).toBe('Tired\nbut fine');
    expect(answerText(text!, {}, null)).toBe('No answer');
    expect(answerText(photo!, {}, 'c/1.jpg')).toBe('Photo added');
    expect(answerText(photo!, {}, null)).toBe('No photo');
  });
});
