import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;

/** Threads: synchronized methods and blocks, ReentrantLock, wait/notify, join, latches; deterministic output. */
public class Threads {
    static int staticCounter;
    int instanceCounter;
    int blockCounter;
    final Object lock = new Object();

    static synchronized void incStatic() {
        staticCounter++;
    }

    synchronized void incInstance() {
        instanceCounter++;
    }

    void incBlock() {
        synchronized (lock) {
            blockCounter++;
        }
    }

    /** Bounded buffer with wait/notifyAll. */
    static final class Buffer {
        private final int[] items;
        private int head;
        private int count;
        private int tail;

        Buffer(int cap) {
            items = new int[cap];
        }

        synchronized void put(int v) throws InterruptedException {
            while (count == items.length) {
                wait();
            }
            items[tail] = v;
            tail = (tail + 1) % items.length;
            count++;
            notifyAll();
        }

        synchronized int take() throws InterruptedException {
            while (count == 0) {
                wait();
            }
            int v = items[head];
            head = (head + 1) % items.length;
            count--;
            notifyAll();
            return v;
        }
    }

    /** Bounded queue with ReentrantLock and two Conditions. */
    static final class LockQueue {
        private final ReentrantLock lk = new ReentrantLock();
        private final Condition notEmpty = lk.newCondition();
        private final Condition notFull = lk.newCondition();
        private final ArrayDeque<String> q = new ArrayDeque<>();
        private final int cap;

        LockQueue(int cap) {
            this.cap = cap;
        }

        void put(String s) throws InterruptedException {
            lk.lock();
            try {
                while (q.size() == cap) {
                    notFull.await();
                }
                q.addLast(s);
                notEmpty.signal();
            } finally {
                lk.unlock();
            }
        }

        String take() throws InterruptedException {
            lk.lock();
            try {
                while (q.isEmpty()) {
                    notEmpty.await();
                }
                String s = q.removeFirst();
                notFull.signal();
                return s;
            } finally {
                lk.unlock();
            }
        }
    }

    static final ReentrantLock LOCK = new ReentrantLock();
    static long lockedSum;

    static int reentrantDepth(int n) {
        LOCK.lock();
        try {
            return n == 0 ? LOCK.getHoldCount() : reentrantDepth(n - 1);
        } finally {
            LOCK.unlock();
        }
    }

    public static void main(String[] args) throws Exception {
        // 1. Counters under three kinds of locking.
        Threads t = new Threads();
        List<Thread> workers = new ArrayList<>();
        for (int i = 0; i < 4; i++) {
            Thread w = new Thread(() -> {
                for (int j = 0; j < 5000; j++) {
                    incStatic();
                    t.incInstance();
                    t.incBlock();
                    LOCK.lock();
                    try {
                        lockedSum += j;
                    } finally {
                        LOCK.unlock();
                    }
                }
            }, "worker-" + i);
            workers.add(w);
        }
        for (Thread w : workers) {
            w.start();
        }
        for (Thread w : workers) {
            w.join();
        }
        System.out.println("static=" + staticCounter + " instance=" + t.instanceCounter + " block=" + t.blockCounter
                + " lockedSum=" + lockedSum + " alive=" + workers.get(0).isAlive() + " state="
                + workers.get(0).getState());
        System.out.println("reentrant hold count " + reentrantDepth(4) + " after " + LOCK.getHoldCount()
                + " locked " + LOCK.isLocked());

        // 2. Producer/consumer with wait/notify: one producer, one consumer, order preserved.
        Buffer buf = new Buffer(3);
        List<Integer> consumed = new ArrayList<>();
        Thread producer = new Thread(() -> {
            try {
                for (int i = 1; i <= 20; i++) {
                    buf.put(i * i);
                }
                buf.put(-1);
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "producer");
        Thread consumer = new Thread(() -> {
            try {
                for (int v = buf.take(); v != -1; v = buf.take()) {
                    consumed.add(v);
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        }, "consumer");
        consumer.start();
        producer.start();
        producer.join();
        consumer.join();
        System.out.println("consumed " + consumed.size() + " " + consumed);

        // 3. Several producers into a lock-based queue; a consumer sums what it takes.
        LockQueue lq = new LockQueue(2);
        AtomicInteger taken = new AtomicInteger();
        int[] lengthSum = new int[1];
        Thread lqConsumer = new Thread(() -> {
            try {
                for (int i = 0; i < 30; i++) {
                    lengthSum[0] += lq.take().length();
                    taken.incrementAndGet();
                }
            } catch (InterruptedException e) {
                throw new RuntimeException(e);
            }
        });
        lqConsumer.start();
        List<Thread> prods = new ArrayList<>();
        for (int p = 0; p < 3; p++) {
            int id = p;
            Thread th = new Thread(() -> {
                try {
                    for (int i = 0; i < 10; i++) {
                        lq.put("p" + id + "x".repeat(i));
                    }
                } catch (InterruptedException e) {
                    throw new RuntimeException(e);
                }
            });
            prods.add(th);
            th.start();
        }
        for (Thread th : prods) {
            th.join();
        }
        lqConsumer.join();
        System.out.println("lock queue taken=" + taken.get() + " lengthSum=" + lengthSum[0]);

        // 4. Strict alternation (ping/pong) using wait/notify on a shared monitor.
        StringBuilder pingPong = new StringBuilder();
        Object mon = new Object();
        int[] turn = {0};
        Thread[] players = new Thread[2];
        for (int p = 0; p < 2; p++) {
            int me = p;
            players[p] = new Thread(() -> {
                for (int i = 0; i < 5; i++) {
                    synchronized (mon) {
                        while (turn[0] != me) {
                            try {
                                mon.wait();
                            } catch (InterruptedException e) {
                                return;
                            }
                        }
                        pingPong.append(me == 0 ? "ping" : "pong").append(i).append(' ');
                        turn[0] = 1 - me;
                        mon.notifyAll();
                    }
                }
            }, p == 0 ? "ping" : "pong");
        }
        players[1].start();
        players[0].start();
        players[0].join();
        players[1].join();
        System.out.println(pingPong.toString().trim());

        // 5. Latches, thread names, interrupts.
        CountDownLatch started = new CountDownLatch(1);
        List<String> events = new ArrayList<>();
        Thread sleeper = new Thread(() -> {
            synchronized (events) {
                events.add(Thread.currentThread().getName() + " waiting");
            }
            started.countDown();
            try {
                Thread.sleep(60_000);
                synchronized (events) {
                    events.add("woke normally");
                }
            } catch (InterruptedException e) {
                synchronized (events) {
                    events.add("interrupted, flag now " + Thread.currentThread().isInterrupted());
                }
            }
        }, "sleeper");
        sleeper.setDaemon(true);
        sleeper.start();
        started.await();
        sleeper.interrupt();
        sleeper.join();
        System.out.println(events + " daemon=" + sleeper.isDaemon());

        // 6. Uncaught exception in a thread goes to its handler.
        Thread bad = new Thread(() -> {
            throw new IllegalStateException("thread failure");
        }, "bad");
        List<String> handled = new ArrayList<>();
        bad.setUncaughtExceptionHandler((th, e) -> handled.add(th.getName() + ": " + e.getMessage()));
        bad.start();
        bad.join();
        System.out.println("handled " + handled);

        // 7. Executor: results gathered in submission order.
        ExecutorService pool = Executors.newFixedThreadPool(3);
        List<Future<Long>> futures = new ArrayList<>();
        for (int i = 1; i <= 6; i++) {
            long n = i * 10000L;
            Callable<Long> task = () -> {
                long s = 0;
                for (long k = 1; k <= n; k++) {
                    s += k % 7;
                }
                return s;
            };
            futures.add(pool.submit(task));
        }
        StringBuilder sb = new StringBuilder();
        for (Future<Long> f : futures) {
            sb.append(f.get()).append(' ');
        }
        pool.shutdown();
        System.out.println("futures " + sb.toString().trim() + " terminated "
                + pool.awaitTermination(10, java.util.concurrent.TimeUnit.SECONDS));

        // 8. ThreadLocal values are per thread.
        ThreadLocal<String> tl = ThreadLocal.withInitial(() -> "init-" + Thread.currentThread().getName());
        tl.set("main-value");
        String[] seen = new String[1];
        Thread tlThread = new Thread(() -> seen[0] = tl.get(), "tl-thread");
        tlThread.start();
        tlThread.join();
        System.out.println("threadlocal main=" + tl.get() + " other=" + seen[0] + " main thread name="
                + Thread.currentThread().getName());
        System.out.println("holdsLock " + Thread.holdsLock(mon) + " " + holdsInside(mon));
    }

    static boolean holdsInside(Object o) {
        synchronized (o) {
            return Thread.holdsLock(o);
        }
    }
}
