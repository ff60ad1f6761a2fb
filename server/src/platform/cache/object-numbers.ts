/**
 * Numbers objects by identity: a short, stable part of a cache key for an object that is kept and
 * reused (an environment, a page's head), where keying on its content would mean hashing a long
 * string on every lookup. Objects are not kept alive by being numbered.
 */
export class ObjectNumbers<T extends object> {
  private readonly numbers = new WeakMap<T, number>();
  private next = 1;

  of(value: T): number {
    let number = this.numbers.get(value);
    if (number === undefined) {
      number = this.next++;
      this.numbers.set(value, number);
    }
    return number;
  }
}
