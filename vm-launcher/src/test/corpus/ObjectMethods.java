import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/** java.lang.Object's methods on guest objects: getClass, equals, hashCode, toString, wait/notify errors. */
public class ObjectMethods {
    /** Overrides hashCode but not toString: Object.toString is then deterministic. */
    static class Fixed {
        @Override
        public int hashCode() {
            return 0xCAFE;
        }
    }

    static class Money {
        final long cents;
        final String currency;

        Money(long cents, String currency) {
            this.cents = cents;
            this.currency = currency;
        }

        @Override
        public boolean equals(Object o) {
            if (this == o) {
                return true;
            }
            if (o == null || getClass() != o.getClass()) {
                return false;
            }
            Money m = (Money) o;
            return cents == m.cents && currency.equals(m.currency);
        }

        @Override
        public int hashCode() {
            return Objects.hash(cents, currency);
        }

        @Override
        public String toString() {
            return String.format(java.util.Locale.ROOT, "%d.%02d %s", cents / 100, cents % 100, currency);
        }
    }

    static class TaggedMoney extends Money {
        TaggedMoney(long cents, String currency) {
            super(cents, currency);
        }
    }

    static class NoOverrides {
        int v;
    }

    public static void main(String[] args) throws Exception {
        // getClass.
        Object[] objs = {"s", 1, new int[0], new Fixed(), new Money(1, "EUR"), new TaggedMoney(1, "EUR"),
            new NoOverrides(), Boolean.TRUE};
        StringBuilder sb = new StringBuilder();
        for (Object o : objs) {
            sb.append(o.getClass().getName()).append(' ');
        }
        System.out.println(sb.toString().trim());
        Money m = new TaggedMoney(5, "USD");
        Class<? extends Money> mc = m.getClass();
        System.out.println(mc.getSimpleName() + " super " + mc.getSuperclass().getSimpleName() + " super "
                + mc.getSuperclass().getSuperclass().getName() + " top " + Object.class.getSuperclass());

        // equals: default identity, overridden value equality, symmetric getClass check.
        NoOverrides a = new NoOverrides();
        NoOverrides b = new NoOverrides();
        System.out.println("identity equals " + a.equals(a) + " " + a.equals(b) + " " + a.equals(null));
        Money m1 = new Money(1234, "EUR");
        Money m2 = new Money(1234, "EUR");
        Money m3 = new TaggedMoney(1234, "EUR");
        System.out.println("value equals " + m1.equals(m2) + " " + m1.equals(m3) + " " + m3.equals(m1) + " "
                + (m1.hashCode() == m2.hashCode()) + " " + (m1.hashCode() == m3.hashCode()) + " " + m1 + " "
                + Objects.equals(m1, m2) + " " + Objects.equals(null, null) + " " + Objects.equals(m1, null));
        Set<Money> set = new HashSet<>(List.of(m1, m3));
        set.add(m2);
        System.out.println("set size " + set.size() + " contains " + set.contains(new Money(1234, "EUR")));

        // hashCode of strings, boxes, arrays, lists are specified.
        String[] strs = {"", "a", "hello", "Hello", "polygenelubricants", "rvm research vm", "\u00e9t\u00e9"};
        sb.setLength(0);
        for (String s : strs) {
            sb.append(s.hashCode()).append(' ');
        }
        System.out.println("string hashes " + sb.toString().trim());
        System.out.println("other hashes " + Objects.hash(1, "a", null) + " " + Objects.hashCode(null) + " "
                + Arrays.hashCode(new String[] {"x", "y"}) + " " + List.of("x", "y").hashCode() + " "
                + Arrays.deepHashCode(new Object[] {new int[] {1}}) + " " + Boolean.hashCode(false) + " "
                + Long.hashCode(-1L) + " " + Double.hashCode(0.0) + " " + Double.hashCode(-0.0) + " "
                + m1.hashCode() + " " + new java.util.AbstractMap.SimpleEntry<>("k", "v").hashCode());

        // Object.toString uses the class name and the (overridden) hashCode in hex.
        Fixed f = new Fixed();
        System.out.println(f + " " + String.valueOf(f) + " " + Objects.toString(f) + " " + f.toString().equals(
                f.getClass().getName() + "@" + Integer.toHexString(f.hashCode())));
        NoOverrides n = new NoOverrides();
        System.out.println("identity toString has class prefix " + n.toString().startsWith("ObjectMethods$NoOverrides@")
                + " hash stable " + (n.hashCode() == n.hashCode()) + " identityHashCode equals hashCode "
                + (System.identityHashCode(n) == n.hashCode()) + " identity of null " + System.identityHashCode(null));

        // wait/notify without owning the monitor.
        Object lock = new Object();
        try {
            lock.notify();
        } catch (IllegalMonitorStateException e) {
            System.out.println("notify: " + e.getClass().getName());
        }
        try {
            lock.wait(10);
        } catch (IllegalMonitorStateException e) {
            System.out.println("wait: " + e.getClass().getName());
        }
        synchronized (lock) {
            lock.notifyAll();
            lock.wait(1);
            System.out.println("wait/notify while holding the monitor: ok");
        }
        try {
            lock.wait(-1);
        } catch (IllegalArgumentException e) {
            System.out.println("negative timeout: " + e.getClass().getName());
        }

        // String identity vs equality.
        String s1 = "lit";
        String s2 = "lit";
        String s3 = new String("lit");
        String s4 = "li" + "t";
        String part = "li";
        String s5 = part + "t";
        System.out.println("literals same " + (s1 == s2) + " constant folded same " + (s1 == s4) + " new differs "
                + (s1 != s3) + " runtime concat differs " + (s1 != s5) + " intern same " + (s1 == s5.intern())
                + " equals " + s1.equals(s3) + s1.equals(s5));
    }
}
