// A fixed JavaScript workload for Rhino's shell, run as a guest under rvm and on the host.
// Everything it prints must be deterministic: no dates, no hash codes, no timings.

function section(name) {
    print('== ' + name);
}

section('closures');
function makeCounter(start, step) {
    var count = start;
    return {
        next: function () { count += step; return count; },
        reset: function () { count = start; }
    };
}
var c1 = makeCounter(0, 1), c2 = makeCounter(100, -7);
print('counters', c1.next(), c1.next(), c2.next(), c2.next(), c1.next());
c1.reset();
print('after reset', c1.next());
var adders = [];
for (var i = 0; i < 5; i++) {
    adders.push((function (k) { return function (x) { return x + k * k; }; })(i));
}
print('adders', adders.map(function (f) { return f(10); }).join(','));
function compose() {
    var fs = Array.prototype.slice.call(arguments);
    return function (x) { return fs.reduceRight(function (acc, f) { return f(acc); }, x); };
}
print('compose', compose(function (x) { return x * 2; }, function (x) { return x + 3; })(4));

section('objects and prototypes');
function Shape(name) { this.name = name; }
Shape.prototype.area = function () { return 0; };
Shape.prototype.toString = function () {
    return this.name + '(' + this.area().toFixed(3) + ')';
};
function Circle(r) { Shape.call(this, 'circle'); this.r = r; }
Circle.prototype = Object.create(Shape.prototype);
Circle.prototype.constructor = Circle;
Circle.prototype.area = function () { return Math.PI * this.r * this.r; };
function Rect(w, h) { Shape.call(this, 'rect'); this.w = w; this.h = h; }
Rect.prototype = Object.create(Shape.prototype);
Rect.prototype.area = function () { return this.w * this.h; };
var shapes = [new Circle(1.5), new Rect(3, 4), new Circle(0.25), new Rect(2.5, 2)];
shapes.sort(function (a, b) { return a.area() - b.area(); });
print('sorted shapes', shapes.join(' '));
print('instanceof', shapes[0] instanceof Shape, shapes[0] instanceof Circle, shapes[1] instanceof Rect);
var total = shapes.reduce(function (s, x) { return s + x.area(); }, 0);
print('total area', total.toFixed(6));
var keys = [];
for (var k in { zeta: 1, alpha: 2, mid: 3, 7: 'seven', 2: 'two' }) keys.push(k);
print('for-in order', keys.join(','));
var frozen = Object.freeze({ a: 1 });
frozen.a = 2;
print('frozen', frozen.a, Object.isFrozen(frozen));

section('arrays');
var nums = [];
for (var n = 1; n <= 20; n++) nums.push(n * n % 17);
print('nums', nums.join(' '));
print('filtered', nums.filter(function (x) { return x % 2 === 0; }).join(' '));
print('sorted', nums.slice().sort(function (a, b) { return a - b; }).join(' '));
print('default sort', [10, 9, 1, 100, 25].sort().join(' '));
print('indexOf', nums.indexOf(13), nums.lastIndexOf(13), nums.indexOf(99));
print('some/every', nums.some(function (x) { return x > 15; }), nums.every(function (x) { return x < 17; }));
var matrix = [[1, 2, 3], [4, 5, 6], [7, 8, 9]];
var transposed = matrix[0].map(function (_, col) { return matrix.map(function (row) { return row[col]; }); });
print('transposed', JSON.stringify(transposed));
var spliced = [1, 2, 3, 4, 5, 6];
var removed = spliced.splice(1, 3, 'a', 'b');
print('splice', spliced.join(','), removed.join(','));

section('strings');
var text = 'The quick brown fox jumps over the lazy dog';
var words = text.split(' ');
print('words', words.length, words.reverse().join(' '));
print('upper', text.toUpperCase().substring(4, 15));
var freq = {};
text.toLowerCase().replace(/[^a-z]/g, '').split('').forEach(function (ch) {
    freq[ch] = (freq[ch] || 0) + 1;
});
var common = Object.keys(freq).filter(function (ch) { return freq[ch] > 2; }).sort();
print('common letters', common.map(function (ch) { return ch + '=' + freq[ch]; }).join(' '));
print('regex', JSON.stringify('a1b22c333d'.match(/\d+/g)), 'x-y_z'.replace(/[-_]/g, function (m) { return m === '-' ? '+' : '*'; }));
var m = /(\w+)@(\w+)\.com/.exec('mail: alice@example.com today');
print('groups', m[0], m[1], m[2], m.index);
print('pad', ('00000' + 42).slice(-5), 'abc'.charCodeAt(1), String.fromCharCode(72, 105), 'trim:' + '  x y  '.trim() + ':');
print('numbers', (1 / 3).toFixed(5), (123.456).toPrecision(4), (255).toString(16), parseInt('ff', 16), parseFloat('3.5e2'), 0.1 + 0.2, 1e21, -0, 1 / 0);

section('sieve');
function sieve(limit) {
    var composite = [];
    var primes = [];
    for (var i = 2; i <= limit; i++) {
        if (!composite[i]) {
            primes.push(i);
            for (var j = i * i; j <= limit; j += i) composite[j] = true;
        }
    }
    return primes;
}
var primes = sieve(2000);
print('primes below 2000', primes.length, 'last', primes[primes.length - 1]);
print('first 15', primes.slice(0, 15).join(' '));
var twins = 0;
for (var p = 1; p < primes.length; p++) if (primes[p] - primes[p - 1] === 2) twins++;
print('twin pairs', twins);

section('recursion');
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
print('fib(18)', fib(18));
function hanoi(n, from, to, via, moves) {
    if (n === 0) return moves;
    hanoi(n - 1, from, via, to, moves);
    moves.push(from + to);
    return hanoi(n - 1, via, to, from, moves);
}
var moves = hanoi(6, 'A', 'C', 'B', []);
print('hanoi(6)', moves.length, moves.slice(0, 8).join(' '));
function permutations(xs) {
    if (xs.length <= 1) return [xs];
    var out = [];
    xs.forEach(function (x, i) {
        var rest = xs.slice(0, i).concat(xs.slice(i + 1));
        permutations(rest).forEach(function (p) { out.push([x].concat(p)); });
    });
    return out;
}
var perms = permutations(['a', 'b', 'c', 'd']);
print('permutations', perms.length, perms.slice(0, 4).map(function (p) { return p.join(''); }).join(' '), perms[23].join(''));

section('json');
var doc = {
    name: 'rvm',
    version: [0, 1, 0],
    tiers: [{ id: 0, kind: 'interp' }, { id: 1, kind: 'baseline' }, { id: 2, kind: 'opt', inline: true }],
    ratio: 0.75,
    nested: { empty: {}, list: [], nothing: null, text: 'quote " and \\ and \n' }
};
var json = JSON.stringify(doc);
print('json', json);
var back = JSON.parse(json);
print('round trip equal', JSON.stringify(back) === json, back.tiers[2].kind, back.nested.text.length);
print('pretty', JSON.stringify({ a: [1, { b: 2 }], c: 'd' }, null, 2).split('\n').join('|'));
print('reviver', JSON.stringify(JSON.parse('{"x":1,"y":[2,3]}', function (k, v) { return typeof v === 'number' ? v * 10 : v; })));

section('exceptions');
function risky(n) {
    if (n > 2) throw new RangeError('too big: ' + n);
    return n * 2;
}
var log = [];
for (var t = 0; t < 5; t++) {
    try {
        log.push(risky(t));
    } catch (e) {
        log.push(e.name + ':' + e.message);
    } finally {
        log.push('f' + t);
    }
}
print('log', log.join(' '));
function CustomError(msg) { this.message = msg; }
CustomError.prototype = Object.create(Error.prototype);
CustomError.prototype.name = 'CustomError';
try {
    try {
        null.property;
    } catch (inner) {
        print('inner', inner instanceof TypeError, inner.name);
        throw new CustomError('wrapped');
    }
} catch (outer) {
    print('outer', outer instanceof CustomError, outer instanceof Error, String(outer));
}
try {
    undefinedFunction();
} catch (e) {
    print('reference', e.name, e.message, 'line', e.lineNumber);
}
try {
    throw { code: 42 };
} catch (e) {
    print('thrown object', e.code);
}

section('stack');
// The script stack is rebuilt from the Java stack trace: interpreter frames in -opt -1,
// frames of classes Rhino generated in -opt 0. Both must look the same under rvm.
function level3(n) { if (n === 0) throw new Error('deep'); return level3(n - 1) + 1; }
function level2() { var r = level3(2); return r; }
function level1() { var r = level2(); return r; }
try {
    level1();
} catch (e) {
    print('stack of', e.message);
    print(e.stack.replace(/\s+$/, ''));
}

section('java interop');
var sb = new java.lang.StringBuilder();
for (var q = 0; q < 5; q++) sb.append(q).append(';');
print('StringBuilder', sb.toString(), sb.length());
var list = new java.util.ArrayList();
['pear', 'apple', 'fig', 'banana'].forEach(function (s) { list.add(s); });
java.util.Collections.sort(list);
print('ArrayList', list, list.size());
var map = new java.util.TreeMap();
map.put('b', 2); map.put('a', 1); map.put('c', 3);
print('TreeMap', map, map.firstKey());
try {
    java.lang.Integer.parseInt('not a number');
} catch (e) {
    print('java exception', e.javaException.getClass().getName(), e.javaException.getMessage());
}
print('Math', java.lang.Math.max(3, 9), java.lang.Long.toBinaryString(1234));

section('done');
print('checksum', primes.reduce(function (a, b) { return (a * 31 + b) % 1000003; }, 7));
