import { splitTopics } from './post-text';

describe('a post text with #话题#', () => {
  it('cuts the text into plain runs and topics, in order', () => {
    expect(splitTopics('今天#原神#开荒，#攻略# 求带')).toEqual([
      { kind: 'text', text: '今天' },
      { kind: 'topic', text: '#原神#', topic: '原神' },
      { kind: 'text', text: '开荒，' },
      { kind: 'topic', text: '#攻略#', topic: '攻略' },
      { kind: 'text', text: ' 求带' },
    ]);
  });

  it('keeps markup as text (it is never parsed as HTML) and ignores # with spaces', () => {
    expect(splitTopics('<script>alert(1)</script> # 不是话题 #')).toEqual([
      { kind: 'text', text: '<script>alert(1)</script> # 不是话题 #' },
    ]);
  });

  it('gives the same answer twice (no state left in the shared global pattern)', () => {
    expect(splitTopics('#a# b')).toEqual(splitTopics('#a# b'));
    expect(splitTopics('')).toEqual([]);
  });
});
